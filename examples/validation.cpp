// Validation: what a board editor does before it sends a position to an engine. Parsing says
// whether a FEN is well written; fen::validate says whether the position makes sense, and lists
// every problem with its severity. An illegal position cannot go to an engine: the editor repairs
// what it may (castling rights and an en passant square the board does not allow, dropped by
// fen::repaired, never quietly) and refuses the rest. An unreachable one is only a warning: an
// engine can play it, though no game leads to it.
#include <fen/fen.hpp>
#include <fen/validate.hpp>

#include <cstdio>
#include <string_view>

namespace {

void print_line(std::string_view label, std::string_view text) {
  std::printf("  %-11.*s %.*s\n", static_cast<int>(label.size()), label.data(), static_cast<int>(text.size()),
              text.data());
}

/// What the editor does with the position the user has set up.
void prepare_for_engine(std::string_view title, const fen::position& edited) {
  std::printf("%.*s\n", static_cast<int>(title.size()), title.data());
  print_line("edited", fen::serialize(edited));

  // 1. Every problem, not only the first, each with a stable code to react to.
  const fen::validation_report report = fen::validate(edited);
  for (const fen::problem& p : report)
    std::printf("  %-11s %s [%s]\n", fen::name(p.severity).data(), p.message().c_str(), fen::name(p.code).data());

  // 2. Illegal: repair what the board does not allow, and look again. What is still illegal is for
  //    the user to fix.
  fen::position sent = edited;
  if (!report.legal()) {
    sent = fen::repaired(edited);
    if (!fen::validate(sent).legal()) {
      print_line("refused", "the board itself needs fixing");
      std::puts("");
      return;
    }
    for (const fen::color c : {fen::color::white, fen::color::black})
      for (const fen::castling_side s : {fen::castling_side::king_side, fen::castling_side::queen_side})
        if (edited.castling.has(c, s) && !fen::allowed_castling(edited).has(c, s))
          std::printf("  dropped     %s's %s castling right\n", c == fen::color::white ? "White" : "Black",
                      s == fen::castling_side::king_side ? "king side" : "queen side");
    if (edited.en_passant && !sent.en_passant)
      std::printf("  dropped     the en passant square %.2s\n", edited.en_passant->name().data());
  }

  // 3. Written the way most engines print a FEN back: the en passant square only when a capture
  //    is legal, so that the engine's FEN and the editor's compare equal.
  if (sent.en_passant)
    std::printf("  en passant  %.2s: %s\n", sent.en_passant->name().data(),
                fen::en_passant_capture_legal(sent)      ? "a legal capture, kept"
                : fen::en_passant_capture_possible(sent) ? "a capture that would expose the king, left out"
                                                         : "no pawn can capture, left out");
  print_line(report.legal() && !report.ok() ? "sent, warn" : "sent",
             fen::serialize(sent, {}, fen::en_passant_output::only_if_legal));
  std::puts("");
}

}  // namespace

int main() {
  // Legal. After 1. e4 the square behind the pawn is written, but no black pawn can take it.
  prepare_for_engine("after 1. e4", fen::parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").value());

  // Legal, with an en passant capture on.
  prepare_for_engine("en passant", fen::parse("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3").value());

  // The user moved the h1 rook and kept KQkq, and typed an en passant square with no pawn before it.
  prepare_for_engine("repairable", fen::parse("rnbqkbnr/pppp1ppp/8/8/8/7R/PPPPPPPP/RNBQKBN1 w KQkq e6 0 2").value());

  // Nine white pawns: no game leads here, but an engine can search it.
  prepare_for_engine("unreachable", fen::parse("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1").value());

  // Two white kings, and the side not to move in check: nothing the editor may repair.
  prepare_for_engine("illegal", fen::parse("4k3/8/8/8/8/8/4R3/3KK3 w - - 0 1").value());
  return 0;
}

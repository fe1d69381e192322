// Chess960 (Fischer random chess): the king starts anywhere between its rooks, so a castling right
// has to say which rook it is with. fen keeps the rook's file in each right, and reads and writes
// the two notations programs use: Shredder-FEN (always the rook's file letter: `HAha` for the
// standard rooks) and X-FEN (`KQkq`, and the file letter only for a rook that is not the outermost
// on its side of the king, where `K` or `Q` would name the other one).
#include <fen/fen.hpp>
#include <fen/validate.hpp>

#include <iostream>
#include <string_view>

namespace {

// Chess960 rules take a king anywhere between its rooks; standard chess wants the king on e1/e8
// and the rooks in the corners, and says so for each right (castling_not_standard).
void judge(const fen::position& p) {
  const fen::validation_report chess960 = fen::validate(p, fen::rules::chess960());
  std::cout << "  chess960 rules: " << (chess960.ok() ? "no problems" : "problems") << '\n';
  const fen::validation_report standard = fen::validate(p);
  std::cout << "  standard rules: " << standard.count(fen::problem_code::castling_not_standard)
            << " rights are not standard chess's";
  if (const fen::problem* first = standard.find(fen::problem_code::castling_not_standard))
    std::cout << ", the first:\n    " << first->message();
  std::cout << '\n';
}

fen::position show(std::string_view title, std::string_view text) {
  std::cout << title << ": " << text << '\n';

  // File letters in the castling field are only written for Chess960, so they choose its rules;
  // `KQkq` says nothing either way, and leaves the rules as asked (standard chess by default).
  const fen::rules rules = fen::detect_castling(text);
  std::cout << "  detect_castling: " << fen::name(rules.castling) << '\n';
  const auto parsed = fen::parse(text, rules);
  if (!parsed) {
    std::cout << "  " << parsed.error().message() << '\n';
    return fen::empty_board;
  }
  const fen::position& p = *parsed;

  // Each right: the rook it castles with, and the letter each notation writes for it.
  for (const fen::color c : {fen::color::white, fen::color::black})
    for (const fen::castling_side side : {fen::castling_side::king_side, fen::castling_side::queen_side}) {
      const std::optional<int> file = p.castling.rook_file(c, side);
      if (!file) continue;  // no such right
      const fen::square rook(*file, c == fen::color::white ? 0 : 7);
      std::cout << "  " << fen::name(c) << (side == fen::castling_side::king_side ? " king side:  " : " queen side: ")
                << "rook on " << rook.name() << ", X-FEN "
                << *fen::castling_letter(p, c, side, fen::castling_notation::xfen) << ", Shredder-FEN "
                << *fen::castling_letter(p, c, side, fen::castling_notation::shredder) << '\n';
    }
  std::cout << "  xfen:     " << fen::serialize(p, {fen::castling_notation::xfen}) << '\n'
            << "  shredder: " << fen::serialize(p, {fen::castling_notation::shredder}) << '\n';
  judge(p);
  std::cout << '\n';
  return p;
}

}  // namespace

int main() {
  // A Chess960 start position in Shredder-FEN: the rooks on b1 and f1, the king between them.
  const fen::position start = show("Shredder-FEN", "nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w FBfb - 0 1");
  // X-FEN: each side castles with its e-file rook, not the outermost h-file one, so its letter is
  // `E` (`e`). (Both colors keep the right to the same file: Chess960 starts mirrored.)
  show("X-FEN", "1k2r2r/pppppppp/8/8/8/8/PPPPPPPP/1K2R2R w Ee - 0 1");

  // The first position again, written with `KQkq`: the same position, but nothing in the text
  // says Chess960. Tell detect_castling when you know (a PGN `Variant` tag, a GUI setting).
  const std::string_view text = "nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w KQkq - 0 1";
  std::cout << "KQkq: " << text << '\n'
            << "  detect_castling: " << fen::name(fen::detect_castling(text).castling)
            << ", told it is Chess960: " << fen::name(fen::detect_castling(text, fen::rules::chess960()).castling)
            << '\n';
  const auto parsed = fen::parse(text);
  if (!parsed) return 1;
  std::cout << "  the same position as the Shredder-FEN: " << (*parsed == start ? "yes" : "no") << '\n';
  judge(*parsed);
  return 0;
}

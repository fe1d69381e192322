// Reading an EPD test suite, the way engines are tested (Win At Chess, Bratko-Kopec): each line is a
// position and operations such as `bm` (the best moves), `am` (a move to avoid), `id` (the test's
// name), `dm` (mate in n) and `c0` (a comment). Then a record written back, as an engine run would
// save its answer.
#include <fen/epd.hpp>

#include <iostream>
#include <iterator>
#include <optional>
#include <string_view>

namespace {

// A small suite, as such files are written: the last line has a string without its closing quote.
constexpr std::string_view suite[] = {
    R"(6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8#; dm 1; id "own.001"; c0 "the back rank";)",
    R"(2r3k1/5ppp/8/3N4/8/8/5PPP/6K1  w - -  bm Ne7+ ;id "own.002"; c0 "a fork of king and rook")",
    R"(4k3/8/4p3/3p4/8/8/8/3QK3 w - - am Qxd5; id "own.003"; c0 "the pawn on d5 is defended";)",
    R"(7k/5Q2/6K1/8/8/8/8/8 w - - bm Qe8# Qf8# Qg7# Qh7#; dm 1; id "own.004";)",
    R"(4k3/8/8/8/8/8/8/4K2R w K - bm O-O; id "own.005;)",
};

// The first operand of `opcode`, or nothing when the record has no such operation or it has none.
std::optional<fen::epd_operand> first_operand(const fen::epd_record& record, std::string_view opcode) {
  const auto op = record.find(opcode);
  if (!op || op->operands.empty()) return std::nullopt;
  return op->operands.front();
}

}  // namespace

int main() {
  for (std::size_t i = 0; i < std::size(suite); ++i) {
    // The record holds views into the line: the line must outlive it (here it always does).
    const auto parsed = fen::parse_epd(suite[i]);  // lenient: blanks and a missing final ';' are fine
    if (!parsed) {
      const fen::epd_error& e = parsed.error();
      std::cout << "line " << i + 1 << ", byte " << e.offset + 1 << ": " << fen::name(e.code) << ": " << e.message()
                << '\n';
      continue;
    }
    const fen::epd_record& record = *parsed;

    // `id` is a string operand: str() gives its value, without the quotes and escapes.
    const auto id = first_operand(record, "id");
    std::cout << (id ? id->str() : "(no id)");
    // The moves are symbols, kept as written (SAN, not checked against the board).
    for (const std::string_view opcode : {"bm", "am"})
      if (const auto moves = record.find(opcode)) {
        std::cout << "  " << opcode;
        for (const fen::epd_operand& move : moves->operands) std::cout << ' ' << move.text;
      }
    // A number operand, read as one.
    if (const auto mate = first_operand(record, "dm"))
      if (const auto n = mate->as_integer()) std::cout << "  (mate in " << *n << ')';
    if (const auto comment = first_operand(record, "c0")) std::cout << "  " << comment->str();
    std::cout << '\n';
  }

  // Written back: a line read leniently comes out in the canonical form (one space between parts,
  // a ';' after each operation).
  const auto second = fen::parse_epd(suite[1]);
  if (!second) return 1;
  std::cout << '\n' << fen::to_string(*second) << '\n';

  // A new record for the same position, as an engine run saves it: its answer, the depth it
  // searched and a comment with quotes, which the writer escapes.
  fen::epd_record answer = fen::to_epd(second->position);
  const bool added = answer.add("bm", {fen::epd_operand::unquoted("Ne7+")}) &&
                     answer.add("acd", {fen::epd_operand::unquoted("12")}) &&
                     answer.add("id", {fen::epd_operand::quoted("own.002")}) &&
                     answer.add("c0", {fen::epd_operand::quoted("found by \"my engine\"")});
  if (!added) return 1;  // add refuses what a reader could not read back
  std::cout << fen::to_string(answer) << '\n';
  return 0;
}

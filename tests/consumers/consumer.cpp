// The program every consumer project builds: it includes each public header of fen that exists,
// uses it, and exits non-zero on a wrong answer. The consumer's CMake (or the pkg-config test)
// defines
//   FEN_CONSUMER_EXPECTED_VERSION  FEN_VERSION of the fen being tested, to catch a stale copy;
//   FEN_CONSUMER_EXPECT_<HEADER>   for each header in fen's source tree: it must be reachable here;
//   FEN_CONSUMER_WITH_FMT          when {fmt} is available, so fen/fmt.hpp can be used.
#include <fen/fen.hpp>

#if __has_include(<fen/validate.hpp>)
#  include <fen/validate.hpp>
#  define FEN_CONSUMER_HAS_VALIDATE 1
#elif defined(FEN_CONSUMER_EXPECT_VALIDATE)
#  error "fen/validate.hpp is in fen's source tree but not on this project's include path"
#endif

#if __has_include(<fen/epd.hpp>)
#  include <fen/epd.hpp>
#  define FEN_CONSUMER_HAS_EPD 1
#elif defined(FEN_CONSUMER_EXPECT_EPD)
#  error "fen/epd.hpp is in fen's source tree but not on this project's include path"
#endif

#if __has_include(<fen/polyglot.hpp>)
#  include <fen/polyglot.hpp>
#  define FEN_CONSUMER_HAS_POLYGLOT 1
#elif defined(FEN_CONSUMER_EXPECT_POLYGLOT)
#  error "fen/polyglot.hpp is in fen's source tree but not on this project's include path"
#endif

#if __has_include(<fen/ostream.hpp>)
#  include <fen/ostream.hpp>
#  include <sstream>
#  define FEN_CONSUMER_HAS_OSTREAM 1
#elif defined(FEN_CONSUMER_EXPECT_OSTREAM)
#  error "fen/ostream.hpp is in fen's source tree but not on this project's include path"
#endif

#if defined(FEN_CONSUMER_WITH_FMT) && __has_include(<fen/fmt.hpp>)
#  include <fen/fmt.hpp>
#  define FEN_CONSUMER_HAS_FMT 1
#elif defined(FEN_CONSUMER_EXPECT_FMT) && !__has_include(<fen/fmt.hpp>)
#  error "fen/fmt.hpp is in fen's source tree but not on this project's include path"
#endif

#include <cstdio>
#include <string>
#include <string_view>
#include <unordered_set>

#ifdef FEN_CONSUMER_EXPECTED_VERSION
static_assert(FEN_VERSION == FEN_CONSUMER_EXPECTED_VERSION, "this is not the fen being tested");
#endif

namespace {

int failures = 0;

void check(bool ok, const char* what) {
  if (!ok) {
    std::printf("WRONG: %s\n", what);
    ++failures;
  }
}

constexpr std::string_view after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";

// fen.hpp works in a constant expression.
static_assert(fen::parse(after_e4).has_value(), "parse in a constant expression");
static_assert(fen::serialize(fen::start_position) == fen::start_fen, "serialize in a constant expression");

void check_core() {
  const auto parsed = fen::parse(after_e4);
  check(parsed.has_value(), "fen.hpp: a valid FEN parses");
  if (!parsed) return;
  const fen::position& p = *parsed;
  check(p.side_to_move == fen::color::black, "fen.hpp: Black to move");
  check(p.en_passant == fen::squares::e3, "fen.hpp: en passant square e3");
  check(p.at(fen::squares::e4) == fen::pieces::white_pawn, "fen.hpp: a white pawn on e4");
  check(p.at(fen::squares::e2) == fen::piece{}, "fen.hpp: e2 empty");
  check(fen::serialize(p) == after_e4, "fen.hpp: serialize gives the text back");
  check(static_cast<std::string>(fen::serialize(p)) == std::string(after_e4), "fen.hpp: converts to std::string");

  const auto bad = fen::parse("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  check(!bad.has_value(), "fen.hpp: a bad FEN is refused");
  check(bad.error().code == fen::error_code::invalid_empty_count, "fen.hpp: the error code names the problem");
  check(bad.error().offset == 18, "fen.hpp: the error offset points at the '9'");

  // Bitboards, std::hash, result chaining.
  const fen::bitboards sets = fen::to_bitboards(p);
  check(sets.of(fen::pieces::white_pawn) == (0xEF00u | fen::squares::e4.bit()), "fen.hpp: the white pawns' bitboard");
  check(fen::from_bitboards(sets).has_value() && fen::from_bitboards(sets)->board == p.board,
        "fen.hpp: a board from bitboards");
  check(!fen::squares::h1.offset(1, 0).has_value(), "fen.hpp: no square right of h1");
  std::unordered_set<fen::position> seen{p, fen::start_position, p};
  check(seen.size() == 2, "fen.hpp: std::hash<fen::position>");
  check(fen::parse(after_e4).transform([](const fen::position& q) { return q.fullmove_number; }).value_or(0) == 1,
        "fen.hpp: result::transform");
}

#ifdef FEN_CONSUMER_HAS_VALIDATE
static_assert(fen::validate(fen::start_position).ok(), "validate in a constant expression");

void check_validate() {
  // The start position is legal; an empty board has no kings.
  check(fen::validate(fen::start_position).ok(), "validate.hpp: the start position has no problems");
  const auto report = fen::validate(fen::empty_board);
  check(!report.legal(), "validate.hpp: an empty board is illegal");
  check(report.has(fen::problem_code::no_king), "validate.hpp: an empty board has no king");
}
#endif

#ifdef FEN_CONSUMER_HAS_EPD
void check_epd() {
  constexpr std::string_view line = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 id \"after e4\";";
  const auto record = fen::parse_epd(line);
  check(record.has_value(), "epd.hpp: an EPD line parses");
  if (!record) return;
  check(record->position == *fen::parse(after_e4), "epd.hpp: the EPD line holds the position");
  const auto id = record->find("id");
  check(id && id->operands.size() == 1 && id->operands[0].value_equals("after e4"), "epd.hpp: the id operation");
}
#endif

#ifdef FEN_CONSUMER_HAS_POLYGLOT
static_assert(fen::polyglot_key(fen::start_position) == 0x463b96181691fc9cu, "polyglot_key in a constant expression");

void check_polyglot() {
  const auto parsed = fen::parse(after_e4);
  check(parsed && fen::polyglot_key(*parsed) == 0x823c9b50fd114196u, "polyglot.hpp: the key after 1. e4");
}
#endif

#ifdef FEN_CONSUMER_HAS_OSTREAM
void check_ostream() {
  std::ostringstream out;
  out << fen::start_position << ' ' << fen::squares::e4 << ' ' << fen::pieces::black_knight;
  check(out.str() == std::string(fen::start_fen) + " e4 n", "ostream.hpp: streams a position, a square, a piece");
}
#endif

#ifdef FEN_CONSUMER_HAS_FMT
void check_fmt() {
  const auto parsed = fen::parse(after_e4);
  check(parsed && fmt::format("{}", *parsed) == after_e4, "fmt.hpp: {} formats a position as its FEN");
  check(fmt::format("{}", fen::squares::e3) == "e3", "fmt.hpp: {} formats a square as its name");
}
#endif

}  // namespace

int main() {
  std::string headers = "fen.hpp";
  check_core();
#ifdef FEN_CONSUMER_HAS_VALIDATE
  headers += " validate.hpp";
  check_validate();
#endif
#ifdef FEN_CONSUMER_HAS_EPD
  headers += " epd.hpp";
  check_epd();
#endif
#ifdef FEN_CONSUMER_HAS_POLYGLOT
  headers += " polyglot.hpp";
  check_polyglot();
#endif
#ifdef FEN_CONSUMER_HAS_OSTREAM
  headers += " ostream.hpp";
  check_ostream();
#endif
#ifdef FEN_CONSUMER_HAS_FMT
  headers += " fmt.hpp";
  check_fmt();
#endif
  std::printf("fen %d.%d.%d, %s: %s\n", FEN_VERSION_MAJOR, FEN_VERSION_MINOR, FEN_VERSION_PATCH, headers.c_str(),
              failures == 0 ? "all checks passed" : "WRONG ANSWERS");
  return failures == 0 ? 0 : 1;
}

// Every public header, and a position parsed, validated and written at compile time, compiled under
// the flags that change what a compiler folds in a constant expression (tests/CMakeLists.txt):
// g++ 12 does not fold a function pointer's comparison with null under -fsanitize=undefined,
// -fsanitize=null or -fno-delete-null-pointer-checks, so a header that did so failed to compile
// for users who sanitize with g++ while clang's builds were green.
#include <fen/epd.hpp>
#include <fen/fen.hpp>
#include <fen/fmt.hpp>
#include <fen/ostream.hpp>
#include <fen/polyglot.hpp>
#include <fen/svg.hpp>
#include <fen/validate.hpp>

namespace {
constexpr fen::position start = fen::parse(fen::start_fen).value();
static_assert(fen::validate(start).ok(), "the start position is legal");
static_assert(fen::serialize(start).view() == fen::start_fen, "the start position is written back as read");
constexpr fen::validation_report no_rooks = fen::validate(fen::parse("4k3/8/8/8/8/8/8/4K3 w KQ - 0 1").value());
static_assert(!no_rooks.ok(), "castling rights without rooks are illegal");
static_assert(!no_rooks.begin()->message().empty(), "a problem has words");
static_assert(fen::problem{}.message().empty(), "a value that is no code has none");
// EPD's counters are operations looked up in a table (hmvc, fmvn): by row, never a pointer
// compared with null.
static_assert(fen::parse_epd("4k3/8/8/8/8/8/8/4K3 w - - hmvc 3; fmvn 9; bm Kd2;")->position.fullmove_number == 9,
              "an EPD line's counters are read at compile time");
static_assert(fen::parse_epd("4k3/8/8/8/8/8/8/4K3 w - - fmvn x;").error().opcode_field == fen::field::fullmove_number,
              "a bad counter names its field");
}  // namespace

int fen_every_header_compiles() { return static_cast<int>(start.fullmove_number); }

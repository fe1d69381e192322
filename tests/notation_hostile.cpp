// Hostile input: views into larger buffers that the parser must not read past, inputs that end
// exactly at an unreadable page (Linux), and inputs of any length, which are rejected (or read) in
// time linear in their length, without allocation. Also the regression tests for problems the
// fuzzers and the differential test found.
#include "support.hpp"

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <vector>

#if defined(__linux__)
#  include <sys/mman.h>
#  include <unistd.h>
#  define FEN_TEST_HAVE_MMAP 1
#else
#  define FEN_TEST_HAVE_MMAP 0
#endif

// ---------------------------------------------------------------------------------------------
// Counting allocations: this test binary replaces the global operator new, so that a test can
// check that parsing allocates nothing. Everything else behaves as before.
namespace {
std::size_t allocation_count = 0;
}  // namespace

void* operator new(std::size_t size) {
  ++allocation_count;
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  std::abort();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

using E = fen::error_code;
using fen_test::lenient;
using fen_test::strict;

namespace {

// FENs whose every prefix is parsed: canonical ones, lenient forms, errors in every field, and
// inputs where reading one byte too far would change the answer.
const std::string_view hostile_fens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "1r2k1r1/8/8/8/8/8/8/R1R1K2R w KCkq - 10 4294967295",
    "8/8/8/8/8/8/8/8 b - - 4294967296 1",
    " \t8/8/8/8/8/8/8/8__b\t-  a1   0 007 \r\n",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\r\nw",
    "rnbqkb~r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Pp] w KQkq - 3+3 0 1",
    "8/8/8/8/8/8/8/8 w - - 0 1 +1+1",
    "8/8/8/8/8/8/8/8 w - - 0 1 x",
    "8/8/8/8/8/8/8/8 w - - -0 +1",
    "8/8/8/8/8/8/8/8 w K- e9 0 1",
    "r3k2r/8/8/8/8/8/8/R3K1RR w KGEkq - 0 1",
    "44/8/8/8/8/8/8/8/8 w - - 0 1",
    "8/8/8/8/8/8/8/8 \xc3\xa9 - - 0 1",
    "8/8/8/8/8/8/8/8 w \xff - 0 1",
    "8/8/8/8/8/8/8/8 w - - 1\xc2\xa0 1",
    "8/8/8/8/8/8/8/8 w - - 12345678901234567890 1",
    "8/8/8/8/8/8/8/8 w - - 1 ",
    "8/8/8/8/8/8/8/8 w - -  1 1",
    std::string_view("8/8/8/8/8/8/8/8\0w - - 0 1", 25),
};

// Bytes put right after a view inside a larger buffer: each would change the answer if it were read.
const std::string_view junk_after[] = {"0", "1", "/", " x", "K", "~", "\xff", std::string_view("\0", 1), "p"};

// The outcome of a parse, comparable: the position or the error.
struct outcome {
  bool ok = false;
  fen::position position{};
  fen::error error{};
  friend bool operator==(const outcome& a, const outcome& b) {
    return a.ok == b.ok && (a.ok ? a.position == b.position : a.error == b.error);
  }
};
outcome parse_outcome(std::string_view text, fen::strictness mode) {
  const auto r = fen::parse(text, mode);
  outcome o;
  o.ok = r.has_value();
  if (r)
    o.position = *r;
  else
    o.error = r.error();
  return o;
}
// The same text parsed from a private heap copy of exactly its bytes.
outcome parse_copy(std::string_view text, fen::strictness mode) {
  const std::vector<char> copy(text.begin(), text.end());
  return parse_outcome(std::string_view(copy.data(), copy.size()), mode);
}

void check_outcome(const outcome& o, std::string_view text) {
  if (o.ok) {
    CHECK(fen::serialize(o.position).size() <= fen::max_fen_length);
  } else {
    CHECK(o.error.offset <= text.size());
    CHECK_FALSE(o.error.message().empty());
  }
}

}  // namespace

TEST_CASE("hostile: a view into a larger buffer is read only up to its end") {
  for (std::string_view fen_text : hostile_fens) {
    for (std::string_view junk : junk_after) {
      std::string buffer(fen_text);
      buffer.append(junk);
      for (std::size_t n = 0; n <= fen_text.size(); ++n) {
        const std::string_view view(buffer.data(), n);
        for (fen::strictness mode : {lenient, strict}) {
          const outcome in_buffer = parse_outcome(view, mode);
          const outcome alone = parse_copy(view, mode);
          if (!(in_buffer == alone)) {
            CAPTURE(std::string(view));
            CAPTURE(std::string(junk));
            CHECK(in_buffer.ok == alone.ok);
            FAIL_CHECK("the bytes after the view changed the answer");
          }
          check_outcome(in_buffer, view);
        }
      }
    }
  }
}

#if FEN_TEST_HAVE_MMAP
namespace {
// Three pages, the outer two unreadable: text placed at the end of the middle page ends exactly at
// an unreadable page, text placed at its start begins exactly after one.
class guarded_pages {
 public:
  guarded_pages() {
    page_ = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
    void* m = mmap(nullptr, 3 * page_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    REQUIRE(m != MAP_FAILED);
    base_ = static_cast<char*>(m);
    REQUIRE(mprotect(base_, page_, PROT_NONE) == 0);
    REQUIRE(mprotect(base_ + 2 * page_, page_, PROT_NONE) == 0);
  }
  ~guarded_pages() { munmap(base_, 3 * page_); }
  guarded_pages(const guarded_pages&) = delete;
  guarded_pages& operator=(const guarded_pages&) = delete;

  std::size_t page_size() const { return page_; }
  // `text` copied so that its last byte is the last readable one.
  std::string_view at_end(std::string_view text) {
    char* begin = base_ + 2 * page_ - text.size();
    if (!text.empty()) std::memcpy(begin, text.data(), text.size());
    return {begin, text.size()};
  }
  // `text` copied so that its first byte is the first readable one.
  std::string_view at_start(std::string_view text) {
    char* begin = base_ + page_;
    if (!text.empty()) std::memcpy(begin, text.data(), text.size());
    return {begin, text.size()};
  }

 private:
  std::size_t page_ = 0;
  char* base_ = nullptr;
};
}  // namespace

TEST_CASE("hostile: every prefix of a FEN that ends (or starts) at an unreadable page") {
  guarded_pages pages;
  std::size_t parsed = 0;
  for (std::string_view fen_text : hostile_fens) {
    for (std::size_t n = 0; n <= fen_text.size(); ++n) {
      const std::string_view prefix = fen_text.substr(0, n);
      for (fen::strictness mode : {lenient, strict}) {
        const outcome expected = parse_copy(prefix, mode);
        // A read past the end (or before the start) stops the test binary with SIGSEGV.
        const std::string_view last = pages.at_end(prefix);
        CHECK(parse_outcome(last, mode) == expected);
        const std::string_view first = pages.at_start(prefix);
        CHECK(parse_outcome(first, mode) == expected);
        // The empty view at the very end of the page, too.
        CHECK(parse_outcome(std::string_view(last.data() + last.size(), 0), mode).ok == false);
        parsed += 3;
      }
      // Every suffix as well: the lenient trimming reads from the end backwards.
      const std::string_view suffix = fen_text.substr(n);
      CHECK(parse_outcome(pages.at_start(suffix), lenient) == parse_copy(suffix, lenient));
      CHECK(parse_outcome(pages.at_end(suffix), lenient) == parse_copy(suffix, lenient));
    }
  }
  MESSAGE(parsed, " prefixes parsed against a guard page");
}

TEST_CASE("hostile: a whole page of hostile bytes that ends at an unreadable page") {
  guarded_pages pages;
  const std::size_t size = pages.page_size();
  for (char fill : {'1', '/', ' ', '_', 'K', '8', '\xff', '\n', 'e'}) {
    const std::string text(size, fill);
    const std::string_view placed = pages.at_end(text);
    for (fen::strictness mode : {lenient, strict}) CHECK(parse_outcome(placed, mode) == parse_copy(text, mode));
  }
}
#endif

// ---------------------------------------------------------------------------------------------
// Inputs of any length.

namespace {
struct long_input {
  const char* name;
  std::string (*make)(std::size_t n);
  E lenient_code;  // what lenient mode says (empty_input standing for "accepts" where accepts is set)
  std::size_t lenient_offset;
  bool lenient_accepts;
  E strict_code;
  std::size_t strict_offset;
};

const std::string empty_board = "8/8/8/8/8/8/8/8";
const std::string full_fen = "8/8/8/8/8/8/8/8 w - - 0 1";

const long_input long_inputs[] = {
    {"digits", [](std::size_t n) { return std::string(n, '1'); }, E::adjacent_digits, 1, false, E::adjacent_digits, 1},
    {"slashes", [](std::size_t n) { return std::string(n, '/'); }, E::rank_too_short, 0, false, E::rank_too_short, 0},
    {"ranks",
     [](std::size_t n) {
       std::string s;
       while (s.size() < n) s += "8/";
       return s;
     },
     E::too_many_ranks, 15, false, E::too_many_ranks, 15},
    {"blanks", [](std::size_t n) { return std::string(n, ' '); }, E::empty_input, 0, false, E::unexpected_whitespace,
     0},
    {"trailing blanks", [](std::size_t n) { return full_fen + std::string(n, ' '); }, E::empty_input, 0, true,
     E::unexpected_whitespace, 26},
    {"blanks then text", [](std::size_t n) { return full_fen + std::string(n, ' ') + "x"; }, E::trailing_text, 26 + 0,
     false, E::unexpected_whitespace, 26},
    {"underscores between fields", [](std::size_t n) { return empty_board + std::string(n, '_') + "b"; },
     E::empty_input, 0, true, E::underscore_separator, 15},
    {"castling letters", [](std::size_t n) { return empty_board + " w " + std::string(n, 'K') + " - 0 1"; },
     E::empty_input, 0, true, E::castling_repeated, 19},
    {"side to move", [](std::size_t n) { return empty_board + " " + std::string(n, 'w'); }, E::invalid_side_to_move, 17,
     false, E::invalid_side_to_move, 17},
    {"en passant", [](std::size_t n) { return empty_board + " w - " + std::string(n, 'e'); }, E::invalid_en_passant, 20,
     false, E::invalid_en_passant, 20},
    {"counter", [](std::size_t n) { return empty_board + " w - - " + std::string(n, '9') + " 1"; },
     E::counter_out_of_range, 22, false, E::counter_out_of_range, 22},
    {"counter of zeros", [](std::size_t n) { return empty_board + " w - - 0 1" + std::string(n, '0'); },
     E::counter_out_of_range, 24, false, E::counter_out_of_range, 24},
    {"non-ASCII", [](std::size_t n) { return std::string(n, '\xff'); }, E::non_ascii, 0, false, E::non_ascii, 0},
    {"non-ASCII at the end of a field",
     [](std::size_t n) { return empty_board + " w - - " + std::string(n, '1') + "\xff"; }, E::non_ascii, 22 + 0, false,
     E::non_ascii, 22},
};

}  // namespace

TEST_CASE("hostile: inputs of a megabyte are read to the end or refused, without allocation") {
  constexpr std::size_t megabyte = std::size_t{1} << 20;
  for (const long_input& input : long_inputs) {
    const std::string name = input.name;
    CAPTURE(name);
    const std::string one = input.make(megabyte);
    const std::string two = input.make(2 * megabyte);
    for (fen::strictness mode : {lenient, strict}) {
      const bool is_lenient = mode == lenient;
      const std::string mode_name = is_lenient ? "lenient" : "strict";
      CAPTURE(mode_name);
      const std::size_t allocations_before = allocation_count;
      const auto start = std::chrono::steady_clock::now();
      const auto r1 = fen::parse(one, mode);
      const auto middle = std::chrono::steady_clock::now();
      const auto r2 = fen::parse(two, mode);
      const auto end = std::chrono::steady_clock::now();
      CHECK(allocation_count == allocations_before);

      for (const auto* r : {&r1, &r2}) {
        const std::string& text = r == &r1 ? one : two;
        if (is_lenient && input.lenient_accepts) {
          CHECK(r->has_value());
          continue;
        }
        REQUIRE_FALSE(r->has_value());
        CHECK(r->error().code == (is_lenient ? input.lenient_code : input.strict_code));
        std::size_t offset = is_lenient ? input.lenient_offset : input.strict_offset;
        if (name == "blanks then text" && is_lenient) offset = text.size() - 1;
        if (name == "non-ASCII at the end of a field") offset = text.size() - 1;
        CHECK(r->error().offset == offset);
      }
      // Time is reported, never asserted: twice the input should take about twice the time (or the
      // same, when the error comes early), never four times.
      const auto t1 = std::chrono::duration<double, std::micro>(middle - start).count();
      const auto t2 = std::chrono::duration<double, std::micro>(end - middle).count();
      MESSAGE(name, " (", mode_name, "): 1 MB in ", t1, " us, 2 MB in ", t2, " us");
    }
  }
}

TEST_CASE("hostile: ten thousand slashes, and a board of ten thousand ranks") {
  const std::string slashes(10000, '/');
  for (fen::strictness mode : {lenient, strict}) {
    const auto r = fen::parse(slashes, mode);
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().code == E::rank_too_short);
    CHECK(r.error().offset == 0);
  }
  std::string ranks = "8";
  for (int i = 0; i < 10000; ++i) ranks += "/8";
  const std::size_t allocations_before = allocation_count;
  const auto r = fen::parse(ranks);
  CHECK(allocation_count == allocations_before);
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == E::too_many_ranks);
  CHECK(r.error().offset == 15);
}

TEST_CASE("hostile: parse, serialize and message allocate nothing") {
  const std::size_t allocations_before = allocation_count;
  std::size_t total = 0;
  for (std::string_view text : hostile_fens) {
    for (fen::strictness mode : {lenient, strict}) {
      const auto r = fen::parse(text, mode);
      total += r ? fen::serialize(*r).size() : r.error().message().size();
    }
  }
  CHECK(allocation_count == allocations_before);
  CHECK(total > 0);
}

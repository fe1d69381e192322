// What the libFuzzer targets share: a check that stops the run with a message (libFuzzer then saves
// the input as a crash artifact), and the condition under which the round trip is promised.
#pragma once

#include <fen/fen.hpp>

#include <cstdio>
#include <cstdlib>
#include <string_view>

#define FEN_FUZZ_CHECK(condition)                                         \
  do {                                                                    \
    if (!(condition)) ::fen_fuzz::failed(#condition, __FILE__, __LINE__); \
  } while (false)

namespace fen_fuzz {

[[noreturn]] inline void failed(const char* what, const char* file, int line) {
  std::fprintf(stderr, "%s:%d: check failed: %s\n", file, line, what);
  std::abort();
}

/// The text as a view of the fuzzer's bytes: exactly `size` bytes, no NUL after them.
inline std::string_view view(const unsigned char* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

/// The file of `c`'s king on its back rank (the first from the a-file), or the e-file without one:
/// what the parser judges castling file letters against.
inline int pivot_file(const fen::position& p, fen::color c) {
  const int rank = c == fen::color::white ? 0 : 7;
  for (int file = 0; file < 8; ++file)
    if (p.at(fen::square(file, rank)) == fen::piece(c, fen::piece_type::king)) return file;
  return 4;
}

/// README: parse(serialize(p)) == p whenever each castling right's rook file lies on its side of
/// the king (of the e-file when the king is not on its back rank).
inline bool castling_rights_on_their_sides(const fen::position& p) {
  for (fen::color c : {fen::color::white, fen::color::black}) {
    const int pivot = pivot_file(p, c);
    if (const auto f = p.castling.rook_file(c, fen::castling_side::king_side); f && *f <= pivot) return false;
    if (const auto f = p.castling.rook_file(c, fen::castling_side::queen_side); f && *f >= pivot) return false;
  }
  return true;
}

/// True when every castling right's rook stands on its square (what strict mode asks for).
inline bool castling_rooks_present(const fen::position& p) {
  for (fen::color c : {fen::color::white, fen::color::black})
    for (fen::castling_side s : {fen::castling_side::king_side, fen::castling_side::queen_side})
      if (const auto f = p.castling.rook_file(c, s))
        if (p.at(fen::square(*f, c == fen::color::white ? 0 : 7)) != fen::piece(c, fen::piece_type::rook)) return false;
  return true;
}

/// Checks what every error must satisfy, whatever the input.
inline void check_error(std::string_view text, const fen::error& e) {
  FEN_FUZZ_CHECK(e.offset <= text.size());
  FEN_FUZZ_CHECK(fen::name(e.code) != "unknown");
  FEN_FUZZ_CHECK(static_cast<unsigned>(e.field) <= static_cast<unsigned>(fen::field::input));
  const auto message = e.message();
  FEN_FUZZ_CHECK(!message.empty());
  FEN_FUZZ_CHECK(message.size() < fen::max_message_length);  // never cut short
  FEN_FUZZ_CHECK(message.view().substr(0, fen::name(e.field).size()) == fen::name(e.field));
  if (e.code == fen::error_code::non_ascii) {
    FEN_FUZZ_CHECK(e.offset < text.size());
    FEN_FUZZ_CHECK(text[e.offset] == e.byte);
    FEN_FUZZ_CHECK(static_cast<unsigned char>(e.byte) >= 0x80);
  }
  if (e.code == fen::error_code::empty_input)
    for (char c : text) FEN_FUZZ_CHECK(c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '_');
}

/// Hands out the fuzzer's bytes one at a time, then zeros.
class byte_reader {
 public:
  byte_reader(const unsigned char* data, std::size_t size) : data_(data), size_(size) {}
  unsigned next() { return at_ < size_ ? data_[at_++] : 0u; }
  std::uint32_t next32() {
    std::uint32_t v = 0;
    for (int i = 0; i < 4; ++i) v = (v << 8) | next();
    return v;
  }

 private:
  const unsigned char* data_;
  std::size_t size_;
  std::size_t at_ = 0;
};

/// A position with every member drawn from the bytes: any pieces anywhere, any castling files,
/// any en passant square, any counters. Not necessarily legal, which is the point.
inline fen::position make_position(byte_reader& in) {
  fen::position p{};
  for (auto& pc : p.board) {
    // Bytes 1-48 are pieces, the rest empty squares (about 12 pieces for random bytes, none after
    // the input ends).
    const unsigned v = in.next();
    const unsigned k = (v - 1) % 12;
    pc = v >= 1 && v <= 48
             ? fen::piece(k < 6 ? fen::color::white : fen::color::black, static_cast<fen::piece_type>(k % 6))
             : fen::piece{};
  }
  const unsigned flags = in.next();
  p.side_to_move = flags & 1 ? fen::color::black : fen::color::white;
  for (fen::color c : {fen::color::white, fen::color::black})
    for (fen::castling_side s : {fen::castling_side::king_side, fen::castling_side::queen_side}) {
      const unsigned v = in.next();
      if (v & 8) p.castling.set(c, s, static_cast<int>(v & 7));
    }
  if (flags & 2) p.en_passant = fen::square::from_index(static_cast<int>(in.next() % 64));
  p.halfmove_clock = flags & 4 ? in.next32() : in.next();
  p.fullmove_number = flags & 8 ? in.next32() : in.next();
  return p;
}

}  // namespace fen_fuzz

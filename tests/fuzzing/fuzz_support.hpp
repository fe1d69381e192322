// What the libFuzzer targets share: a check that stops the run with a message (libFuzzer then saves
// the input as a crash artifact), and the condition under which the round trip is promised.
#pragma once

#include <fen/fen.hpp>

#include <cstdint>
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
  FEN_FUZZ_CHECK(static_cast<unsigned>(e.field) <= static_cast<unsigned>(fen::field::checks));
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
  // A variant's fields: pockets (any counts), promoted marks on any squares, any remaining checks.
  if (flags & 16) {
    fen::pockets hand;
    for (fen::color c : {fen::color::white, fen::color::black})
      for (int t = 0; t < 6; ++t) hand.set(c, static_cast<fen::piece_type>(t), static_cast<int>(in.next() % 24));
    p.pockets = hand;
  }
  if (flags & 32) p.promoted = (std::uint64_t{in.next32()} << 32) | in.next32();
  if (flags & 64)
    p.checks =
        fen::remaining_checks{static_cast<std::uint8_t>(in.next() % 6), static_cast<std::uint8_t>(in.next() % 6)};
  return p;
}

/// The variant whose notation `serialize` writes for `p`: crazyhouse for pockets or promoted marks,
/// three-check for checks (both: none reads it back, and `readable` is false, as for more than 3
/// checks, which no FEN writes).
struct notation_of {
  fen::variant variant = fen::variant::standard;
  bool readable = true;
};
inline notation_of variant_notation(const fen::position& p) {
  const bool crazyhouse = p.pockets || p.promoted != 0;
  if (crazyhouse && p.checks) return {fen::variant::standard, false};
  if (p.checks && (p.checks->white > 3 || p.checks->black > 3)) return {fen::variant::three_check, false};
  if (crazyhouse) return {fen::variant::crazyhouse, true};
  if (p.checks) return {fen::variant::three_check, true};
  return {};
}
/// `p` as parse reads back what serialize wrote: crazyhouse's pockets at least empty, and promoted
/// marks only on knights, bishops, rooks and queens (serialize writes no other).
inline fen::position as_read_back(fen::position p) {
  if (p.pockets || p.promoted != 0) {
    if (!p.pockets) p.pockets = fen::pockets{};
    std::uint64_t marks = 0;
    for (int s = 0; s < 64; ++s) {
      const fen::piece q = p.board[static_cast<std::size_t>(s)];
      if (!q.is_none() && q.type() != fen::piece_type::pawn && q.type() != fen::piece_type::king)
        marks |= std::uint64_t{1} << s;
    }
    p.promoted &= marks;
  }
  return p;
}

/// A rule set drawn from one byte: any variant, either castling rules.
inline fen::rules make_rules(byte_reader& in) {
  const unsigned v = in.next();
  return fen::rules{static_cast<fen::variant>(v % 9),
                    (v & 8) != 0 ? fen::castling_rules::chess960 : fen::castling_rules::standard};
}

}  // namespace fen_fuzz

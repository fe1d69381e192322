// Must not compile: each line of `discard` drops a result that must not be dropped, and the
// pragma makes the [[nodiscard]] warning an error, so the compiler refuses every one of them
// (tests/CMakeLists.txt asks for at least as many errors as there are lines).
#include <fen/epd.hpp>
#include <fen/polyglot.hpp>
#include <fen/validate.hpp>

#pragma GCC diagnostic error "-Wunused-result"

void discard(const fen::position& p, fen::square s) {
  fen::parse("8/8/8/8/8/8/8/8 w - - 0 1");
  fen::parse("8/8/8/8/8/8/8/8 w - - 0 1").value();
  fen::serialize(p);
  fen::validate(p);
  fen::parse_epd("8/8/8/8/8/8/8/8 w - - id \"x\";");
  fen::polyglot_key(p);
  fen::to_bitboards(p);
  fen::from_bitboards(fen::bitboards{});
  fen::square::from_name("e4");
  s.offset(1, 0);
  fen::name(fen::color::white);
  fen::repaired(p);
  fen::with_en_passant(p, fen::en_passant_output::only_if_legal);
  fen::allowed_castling(p);
  fen::en_passant_capture_legal(p);
  fen::detect_castling("8/8/8/8/8/8/8/8 w HAha - 0 1");
  fen::variant_from_name("zh");
  fen::layout("8/8/8/8/8/8/8/8 w - - 0 1");
}

int main() {}

// A program that only imports fen: parse, validate, serialize, EPD and the Polyglot key.
#include <string_view>  // for string_view comparisons inside fen templates the program instantiates
import fen;

#include <cstdio>

int main() {
  using namespace fen::literals;
  const fen::position p = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"_fen;
  const bool legal = fen::validate(p).ok();
  const bool written = fen::serialize(p) == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
  const auto record = fen::parse_epd("8/8/8/8/8/8/8/K6k w - - bm Kb2;");
  const bool epd = record && record->find("bm").has_value();
  const bool key = fen::polyglot_key(p) == 0x823c9b50fd114196ULL;
  const bool error = fen::parse("8/8/8/8/8/8/8/9 w - - 0 1").error().code == fen::error_code::invalid_empty_count;
  const bool squares = fen::squares::e4.name() == "e4" && p.at(fen::squares::e4) == fen::pieces::white_pawn;
  std::printf("import fen: %s\n", legal && written && epd && key && error && squares ? "all checks passed" : "WRONG");
  return legal && written && epd && key && error && squares ? 0 : 1;
}

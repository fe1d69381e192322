// The Polyglot cross-check, fen's half (run_polyglot.cmake runs it).
//
//   fen_polyglot_keys keys
//       Reads FENs on standard input, one a line, and writes `FEN;key` for each, the key as 16
//       lower-case hex digits (fen::polyglot_key), or `FEN;error: why` for one that fen cannot read:
//       what polyglot_keys.mjs writes for chess-tools, so that the two outputs can be compared by eye.
//   fen_polyglot_keys compare <chess-tools output>...
//       Reads the `FEN;key` lines polyglot_keys.mjs wrote and compares each key with fen's. Prints how
//       many positions were compared, how many of them name an en passant square, with and without
//       a pawn of the side to move ready to capture, and every line that differs or cannot be read.
//       Exits 1 when a line differs or cannot be read, or when there was nothing to compare.
//
// chess-tools counts the castling letters of the FEN without looking at the board; fen counts a
// right only with the king on e1/e8 and the rook in its corner (fen/polyglot.hpp). Positions from
// played games never hold a right whose pieces have moved, so the two agree there; a line where
// they do not is printed and fails the test like any other.
#include <fen/fen.hpp>
#include <fen/polyglot.hpp>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <string_view>

namespace {

std::string hex(std::uint64_t key) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(key));
  return text;
}

int print_keys() {
  std::string fen;
  while (std::getline(std::cin, fen)) {
    if (!fen.empty() && fen.back() == '\r') fen.pop_back();
    if (fen.empty()) continue;
    const auto p = fen::parse(fen);
    std::cout << fen << ';' << (p ? hex(fen::polyglot_key(*p)) : "error: " + std::string(p.error().message())) << '\n';
  }
  return 0;
}

struct tally {
  long positions = 0;
  long en_passant_ready = 0;  // an en passant square, and a pawn of the side to move beside it
  long en_passant_idle = 0;   // an en passant square and no such pawn
  long differ = 0;
  long unreadable = 0;
};

constexpr long max_shown = 100;

void show(long& count, const char* what, const std::string& line) {
  if (++count <= max_shown) std::cout << what << ": " << line << '\n';
}

bool compare_file(const char* path, tally& t) {
  std::ifstream in(path);
  if (!in) {
    std::cerr << "cannot open " << path << '\n';
    return false;
  }
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    ++t.positions;
    const std::size_t semicolon = line.rfind(';');
    const std::string theirs = semicolon == std::string::npos ? "" : line.substr(semicolon + 1);
    const auto p = fen::parse(std::string_view(line).substr(0, semicolon == std::string::npos ? 0 : semicolon));
    if (!p || theirs.size() != 16 || theirs.find_first_not_of("0123456789abcdef") != std::string::npos) {
      show(t.unreadable, "UNREADABLE (chess-tools or fen refused it)", line);
      continue;
    }
    if (p->en_passant) ++(fen::en_passant_capture_pseudo_legal(*p) ? t.en_passant_ready : t.en_passant_idle);
    const std::string ours = hex(fen::polyglot_key(*p));
    if (ours != theirs) show(t.differ, "DIFFERS", line + " (fen: " + ours + ")");
  }
  return true;
}

int compare(int files, char** paths) {
  tally t;
  for (int i = 0; i < files; ++i)
    if (!compare_file(paths[i], t)) return 2;
  if (t.differ > max_shown || t.unreadable > max_shown)
    std::cout << "(only the first " << max_shown << " lines of each kind are shown)\n";
  std::cout << t.positions << " positions compared with chess-tools, " << t.en_passant_ready + t.en_passant_idle
            << " with an en passant square (" << t.en_passant_ready << " with a pawn ready to capture, "
            << t.en_passant_idle << " without): " << t.differ << " differ, " << t.unreadable << " could not be read\n";
  return t.positions > 0 && t.differ == 0 && t.unreadable == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string_view mode = argc > 1 ? argv[1] : "";
  if (mode == "keys" && argc == 2) return print_keys();
  if (mode == "compare" && argc > 2) return compare(argc - 2, argv + 2);
  std::cerr << "usage: fen_polyglot_keys keys < FENs\n"
               "       fen_polyglot_keys compare <chess-tools output>...\n";
  return 2;
}

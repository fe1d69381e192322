// Reading a file of FENs, one position a line, as engines, databases and puzzle sites write them:
// the chores every such file needs (Windows line endings, a UTF-8 byte order mark, blank lines and
// comments), then each line parsed, each bad one reported where it goes wrong, and each good one
// checked. Run it on the sample file: read_file examples/data/positions.fen
#include <fen/fen.hpp>
#include <fen/validate.hpp>

#include <cstdio>
#include <fstream>
#include <string>
#include <string_view>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fputs("usage: read_file FILE\n", stderr);
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);  // binary: every byte as the file holds it
  if (!in) {
    std::fprintf(stderr, "read_file: cannot open %s\n", argv[1]);
    return 1;
  }

  int good = 0, bad = 0, with_problems = 0;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    std::string_view text = line;
    // A line written on Windows ends with CR LF, and getline keeps the CR.
    if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
    // Some editors start a file with a UTF-8 byte order mark; parse would refuse it (not ASCII).
    if (number == 1 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    // Blank lines and # comments are not positions.
    const std::size_t first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos || text[first] == '#') continue;

    // Lenient, the default: also takes what real software writes, such as a FEN without counters.
    const fen::result<fen::position> parsed = fen::parse(text);
    if (!parsed) {
      // The offset counts from the start of `text`; the column counts bytes of the line in the
      // file, from 1 (a byte order mark skipped before `text` counts too).
      const fen::error& e = parsed.error();
      const std::size_t column = static_cast<std::size_t>(text.data() - line.data()) + e.offset + 1;
      std::printf("line %d, byte %zu: %s: %s\n", number, column, fen::name(e.code).data(), e.message().c_str());
      ++bad;
      continue;
    }

    // It reads as a FEN; does the position make sense? Every problem, each with a stable code.
    ++good;
    const fen::validation_report report = fen::validate(*parsed);
    if (!report.ok()) ++with_problems;
    std::printf("line %d: %s\n", number, fen::serialize(*parsed).c_str());
    for (const fen::problem& p : report)
      std::printf("  %s: %s [%s]\n", fen::name(p.severity).data(), p.message().c_str(), fen::name(p.code).data());
  }
  std::printf("positions: %d, with problems: %d, not FEN: %d\n", good, with_problems, bad);
  return in.bad() ? 1 : 0;  // bad(): a read failed; the end of the file is not a failure
}

// The real-world test: `fen check --json` on every position file of the real-world archives
// (cmake/fen_real_world.cmake unpacks them into the build tree), as a user would run it, the format
// chosen by the tool, and the rules by the file (rules_options: the variants' perft files). For each file it counts the
// lines the tool read as positions, those that parse, those with problems and the codes of those refused, and compares
// the figures with tests/real_world/expected.txt; for each archive at least 99 % of those lines must parse; and no EPD
// line that gives no counter (no hmvc, no fmvn, no FEN counters) may get a counter problem.
//
// Without real-world files it reports itself as skipped (exit 77) and says why. The figures it
// measured are printed whole, in the expected file's form and as the README's table, so that a
// change in them is copied from the test's output rather than counted by hand.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include "../tool/json_reader.hpp"

#include <fen/epd.hpp>
#include <fen/validate.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

namespace fs = std::filesystem;

std::string environment(const char* name) {
  const char* value = std::getenv(name);
  return value == nullptr ? std::string() : std::string(value);
}

// The position files below `root`, by archive (the first folder below it), sorted.
std::map<std::string, std::vector<fs::path>> files_by_archive(const fs::path& root) {
  std::map<std::string, std::vector<fs::path>> archives;
  if (root.empty() || !fs::is_directory(root)) return archives;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (!entry.is_regular_file()) continue;
    const std::string extension = entry.path().extension().string();
    if (extension != ".epd" && extension != ".fen" && extension != ".perft" && extension != ".pgn") continue;
    const fs::path relative = fs::relative(entry.path(), root);
    archives[relative.begin()->string()].push_back(entry.path());
  }
  for (auto& archive : archives) std::sort(archive.second.begin(), archive.second.end());
  return archives;
}

// The rules a file's positions belong to, as `fen check` options: python-chess's files of the
// variants, by name (its perft files, the suicide tablebase of antichess, the giveaway puzzles),
// are read under their variant (atomic's hold atomic960 positions too, and Chess960 castling also
// allows every standard right). Every other file: the tool's default, standard chess with Chess960
// detected line by line.
std::string rules_options(const fs::path& file) {
  const std::string name = file.filename().string();
  const std::pair<std::string_view, std::string_view> variants[] = {{"atomic.perft", "--variant atomic --chess960"},
                                                                    {"crazyhouse.perft", "--variant crazyhouse"},
                                                                    {"3check.perft", "--variant three_check"},
                                                                    {"giveaway.perft", "--variant antichess"},
                                                                    {"horde.perft", "--variant horde"},
                                                                    {"racingkings.perft", "--variant racing_kings"},
                                                                    {"suicide-dtm.epd", "--variant antichess"},
                                                                    {"suicide-dtz.epd", "--variant antichess"},
                                                                    {"suicide-stats.epd", "--variant antichess"},
                                                                    {"giveaway-puzzles.epd", "--variant giveaway"}};
  if (file.string().find("python-chess") == std::string::npos) return "";
  for (const auto& v : variants)
    if (name == v.first) return std::string(v.second) + " ";
  return "";
}

// What the tool printed for one file, line by line.
std::vector<std::string> run_tool(const std::string& tool, const fs::path& file) {
  const std::string command =
      "'" + tool + "' check --json " + rules_options(file) + "'" + file.string() + "' 2>/dev/null";
  std::FILE* pipe = popen(command.c_str(), "r");
  REQUIRE_MESSAGE(pipe != nullptr, "cannot run ", command);
  std::vector<std::string> lines;
  std::string line;
  char buffer[1 << 16];
  std::size_t got = 0;
  while ((got = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) {
    for (std::size_t i = 0; i < got; ++i) {
      if (buffer[i] == '\n') {
        lines.push_back(line);
        line.clear();
      } else {
        line += buffer[i];
      }
    }
  }
  if (!line.empty()) lines.push_back(line);
  pclose(pipe);
  return lines;
}

bool has_member(const tool_tests::json& object, std::string_view name) {
  return std::find(object.names.begin(), object.names.end(), name) != object.names.end();
}

bool is_counter_problem(std::string_view code) {
  return code == "en_passant_halfmove_clock" || code == "en_passant_before_any_move" ||
         code == "halfmove_clock_too_large" || code == "fullmove_zero";
}

// An EPD line that gives no counter: no hmvc, no fmvn, no FEN counters after the fourth field.
bool epd_without_counters(const std::string& input) {
  if (fen::parse(input)) return false;  // a FEN: its counters are fields (defaults when left out)
  const auto record = fen::parse_epd<fen::basic_epd_record<256, 4096>>(input);
  return record && !record->counter(fen::field::halfmove_clock) && !record->counter(fen::field::fullmove_number);
}

struct figures {
  long read = 0;
  long parsed = 0;
  long with_problems = 0;
  std::map<std::string, long> refused;  // by code
};

std::string describe(const figures& f) {
  std::string text = "read " + std::to_string(f.read) + ", parsed " + std::to_string(f.parsed) + ", with problems " +
                     std::to_string(f.with_problems);
  if (!f.refused.empty()) {
    text += ", refused:";
    for (const auto& code : f.refused) text += " " + code.first + "x" + std::to_string(code.second);
  }
  return text;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("real-world files: read as a user would, the figures as expected") {
  const std::string tool = environment("FEN_TOOL");
  const fs::path root = environment("FEN_REAL_WORLD_ROOT");
  const std::string expected_path = environment("FEN_REAL_WORLD_EXPECTED");
  REQUIRE_MESSAGE(!tool.empty(), "FEN_TOOL names no program");
  const auto archives = files_by_archive(root);
  REQUIRE(!archives.empty());

  std::string measured;
  std::string table =
      "| archive | files | position lines | parse | with problems | refused |\n|---|---:|---:|---:|---:|---:|\n";
  long false_counter_problems = 0;
  for (const auto& archive : archives) {
    figures total;
    for (const fs::path& file : archive.second) {
      figures f;
      for (const std::string& output : run_tool(tool, file)) {
        CAPTURE(output);
        const tool_tests::json object = tool_tests::json_reader(output).read_document();
        if (object.type != tool_tests::json::kind::object || !has_member(object, "input")) continue;
        ++f.read;
        const tool_tests::json& error = object["error"];
        if (error.type != tool_tests::json::kind::null) {
          ++f.refused[error["code"].text];
          continue;
        }
        ++f.parsed;
        const tool_tests::json& problems = object["problems"];
        if (!problems.items.empty()) ++f.with_problems;
        bool counter_problem = false;
        for (const tool_tests::json& problem : problems.items)
          counter_problem = counter_problem || is_counter_problem(problem["code"].text);
        if (counter_problem && epd_without_counters(object["input"].text)) {
          ++false_counter_problems;
          FAIL_CHECK("a counter problem for an EPD line that gives no counter: ", file.string(), ": ",
                     object["input"].text);
        }
      }
      measured += fs::relative(file, root).generic_string() + ": " + describe(f) + "\n";
      total.read += f.read;
      total.parsed += f.parsed;
      total.with_problems += f.with_problems;
      for (const auto& code : f.refused) total.refused[code.first] += code.second;
    }
    long refused = 0;
    for (const auto& code : total.refused) refused += code.second;
    table += "| " + archive.first + " | " + std::to_string(archive.second.size()) + " | " + std::to_string(total.read) +
             " | " + std::to_string(total.parsed) + " | " + std::to_string(total.with_problems) + " | " +
             std::to_string(refused) + " |\n";
    CAPTURE(archive.first);
    CAPTURE(describe(total));
    CHECK_MESSAGE(total.read > 0, "the tool read no position line in ", archive.first);
    CHECK_MESSAGE(100 * total.parsed >= 99 * total.read, "fewer than 99 % of the position lines of ", archive.first,
                  " parse: ", describe(total));
  }
  CHECK(false_counter_problems == 0);
  std::printf("The figures, file by file (tests/real_world/expected.txt):\n%s\nBy archive:\n%s", measured.c_str(),
              table.c_str());
  if (!expected_path.empty()) {
    const std::string expected = read_file(expected_path);
    CHECK_MESSAGE(measured == expected, "the figures differ from ", expected_path,
                  "; if the change is meant, copy the figures printed above into it");
  }
}

int main(int argc, char** argv) {
  const fs::path root = environment("FEN_REAL_WORLD_ROOT");
  if (files_by_archive(root).empty()) {
    const std::string why = environment("FEN_REAL_WORLD_WHY_NOT");
    std::printf("REAL-WORLD TEST SKIPPED: %s\n", why.empty() ? "no real-world files were unpacked" : why.c_str());
    return 77;
  }
  doctest::Context context(argc, argv);
  return context.run();
}

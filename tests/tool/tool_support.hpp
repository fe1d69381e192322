// Tests of the `fen` command-line tool: running it on files written here and reading back what it
// printed. Shared by the tool's test files (common.cpp and the others of tests/tool/).
//
// Environment: FEN_TOOL, the tool to run; FEN_TOOL_WORK, a folder for this test case's files.
#pragma once

#include <doctest/doctest.h>

#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

namespace tool_tests {

// =============================================================================================
// Running the tool
// =============================================================================================

inline std::string environment(const char* name) {
  const char* value = std::getenv(name);
  REQUIRE_MESSAGE(value != nullptr, name, " is not set; run this program through ctest");
  return value;
}

inline std::filesystem::path work_folder() {
  const std::filesystem::path folder = environment("FEN_TOOL_WORK");
  std::filesystem::create_directories(folder);
  return folder;
}

inline std::string quoted(const std::string& s) { return "'" + s + "'"; }

/// Writes `bytes` exactly as they are to a file in the work folder; its path.
inline std::string write_file(const std::string& name, std::string_view bytes) {
  const std::filesystem::path path = work_folder() / name;
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  REQUIRE(out.good());
  return path.string();
}

inline std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE_MESSAGE(in.good(), "cannot read ", path);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

struct run_result {
  int status = -1;
  std::string out;
  std::string err;
};

/// Runs `fen ARGS` (ARGS already quoted where needed), standard input from `input_file` when given.
inline run_result run(const std::string& args, const std::string& input_file = "") {
  const std::string out_path = (work_folder() / "stdout.txt").string();
  const std::string err_path = (work_folder() / "stderr.txt").string();
  std::string command = quoted(environment("FEN_TOOL")) + " " + args + " > " + quoted(out_path) + " 2> " +
                        quoted(err_path) + " < " + (input_file.empty() ? std::string("/dev/null") : quoted(input_file));
  const int raw = std::system(command.c_str());
  run_result r;
  REQUIRE_MESSAGE(WIFEXITED(raw), "the tool did not exit normally: ", command);
  r.status = WEXITSTATUS(raw);
  r.out = read_file(out_path);
  r.err = read_file(err_path);
  return r;
}

inline std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t stop = text.find('\n', start);
    if (stop == std::string::npos) {
      lines.push_back(text.substr(start));
      break;
    }
    lines.push_back(text.substr(start, stop - start));
    start = stop + 1;
  }
  return lines;
}

/// `text` with every `from` replaced by `to`.
inline std::string replaced(std::string text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

inline bool contains(const std::string& text, std::string_view part) { return text.find(part) != std::string::npos; }
inline bool starts_with(const std::string& text, std::string_view part) {
  return text.compare(0, part.size(), part) == 0;
}

inline std::string joined(const std::vector<std::string>& lines, std::string_view end = "\n") {
  std::string text;
  for (const std::string& line : lines) {
    text += line;
    text += end;
  }
  return text;
}

}  // namespace tool_tests

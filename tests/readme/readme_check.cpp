// Checks every fenced code block of README.md and of the pages in docs/ against the real thing: C++
// snippets are compiled and run, transcripts of the `fen` and `fen-edit` programs are run and their
// output compared byte for byte, output blocks are compared with what their program prints, and
// blocks of build commands must name the test that runs them. It also checks the pages' links:
// each relative link leads to a file (and an #anchor to a heading), each page of docs/ is linked
// from the README, and the README stays short. The pages are read when the test runs, so an edit
// to one is checked without configuring again. README.md in this folder says how each kind of
// block is recognised and which annotations (<!-- readme-check: ... --> comments) there are.
//
//   readme_check blocks|snippets|transcripts|links <settings file> <work folder> <root> <page>...
//
// Each page is a markdown file named by its path from <root>, the project's source folder:
// README.md, docs/epd.md. Every failure names the page and its line.
//
// The settings file is written by CMakeLists.txt beside this file: the compiler and its flags, the
// programs, where ctest is. Commands are run with sh, through std::system: the checker needs only
// the C++ compiler, CMake's ctest and sh. Every file it writes goes into the work folder.

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace fs = std::filesystem;

namespace {

// ctest reports the transcripts as skipped when it sees this (SKIP_REGULAR_EXPRESSION).
constexpr std::string_view skipped_marker = "README TRANSCRIPTS SKIPPED";

// =============================================================================================
// Text
// =============================================================================================

bool starts_with(std::string_view s, std::string_view prefix) noexcept {
  return s.size() >= prefix.size() && s.compare(0, prefix.size(), prefix) == 0;
}

bool ends_with(std::string_view s, std::string_view suffix) noexcept {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::string_view trim(std::string_view s) noexcept {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

bool is_blank(std::string_view s) noexcept { return trim(s).empty(); }

std::vector<std::string> split_words(std::string_view s) {
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
    const std::size_t start = i;
    while (i < s.size() && s[i] != ' ' && s[i] != '\t') ++i;
    if (i > start) words.emplace_back(s.substr(start, i - start));
  }
  return words;
}

/// The lines of `text`, without their line ends; a last line without a line end counts too.
std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

/// `s` as one sh word: in single quotes, each quote in it written as '\''.
std::string sh_quoted(std::string_view s) {
  std::string out = "'";
  for (const char c : s) {
    if (c == '\'')
      out += "'\\''";
    else
      out += c;
  }
  out += "'";
  return out;
}

/// A line as it is shown in a failure: in quotes, so that trailing blanks can be seen.
std::string shown(std::string_view line) { return "\"" + std::string(line) + "\""; }

std::optional<std::string> read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

bool write_file(const fs::path& path, std::string_view bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  return out.good();
}

// =============================================================================================
// Settings (written by CMakeLists.txt)
// =============================================================================================

struct settings {
  std::string compiler;
  std::vector<std::string> compile_flags;  // CMAKE_CXX_FLAGS and the project's warning flags
  std::vector<std::string> link_flags;     // CMAKE_EXE_LINKER_FLAGS
  std::string include_dir;                 // the library's include/
  std::vector<std::string> fmt_compile;    // what fmt::fmt asks of code that includes it
  std::vector<std::string> fmt_link;       // and of a program that links it
  std::string ctest;
  std::string build_dir;
  std::map<std::string, std::string> programs;                // fen, fen-edit: on PATH in transcripts
  std::map<std::string, std::string> examples;                // the example programs, for excerpt-of
  std::vector<std::pair<std::string, std::string>> left_out;  // test-name prefix, why this build has none
  std::string no_programs;  // why this build has no fen and fen-edit to run, if it has none
  bool has_fmt = false;
};

/// Reads `key value` lines. A key given an empty value (a generator expression that gave nothing)
/// is skipped.
std::optional<settings> read_settings(const fs::path& path, std::string& why) {
  const std::optional<std::string> text = read_file(path);
  if (!text) {
    why = "cannot read the settings file " + path.string() + "; configure the build again";
    return std::nullopt;
  }
  settings s;
  std::vector<std::string> implicit_includes;
  std::vector<std::string> fmt_includes;
  for (const std::string& line : split_lines(*text)) {
    const std::size_t space = line.find(' ');
    const std::string key = line.substr(0, space);
    const std::string value = space == std::string::npos ? std::string() : std::string(trim(line.substr(space + 1)));
    if (key.empty() || key[0] == '#' || value.empty()) continue;
    if (key == "compiler") {
      s.compiler = value;
    } else if (key == "flags") {
      for (std::string& w : split_words(value)) s.compile_flags.push_back(std::move(w));
    } else if (key == "warning") {
      s.compile_flags.push_back(value);
    } else if (key == "link_flags") {
      for (std::string& w : split_words(value)) s.link_flags.push_back(std::move(w));
    } else if (key == "include") {
      s.include_dir = value;
    } else if (key == "implicit_include") {
      implicit_includes.push_back(value);
    } else if (key == "fmt_include") {
      fmt_includes.push_back(value);
    } else if (key == "fmt_define") {
      s.fmt_compile.push_back("-D" + value);
    } else if (key == "fmt_option") {
      s.fmt_compile.push_back(value);
    } else if (key == "fmt_library") {
      s.fmt_link.push_back(value);
      s.has_fmt = true;
    } else if (key == "ctest") {
      s.ctest = value;
    } else if (key == "build") {
      s.build_dir = value;
    } else if (key == "no_programs") {
      s.no_programs = value;
    } else if (key == "sysroot") {
      s.compile_flags.push_back("-isysroot");
      s.compile_flags.push_back(value);
    } else if (key == "program" || key == "example") {
      const std::vector<std::string> words = split_words(value);
      if (words.size() == 2) (key == "program" ? s.programs : s.examples)[words[0]] = words[1];
    } else if (key == "left_out") {
      const std::size_t gap = value.find(' ');
      s.left_out.emplace_back(value.substr(0, gap), gap == std::string::npos ? "" : value.substr(gap + 1));
    }
  }
  // The compiler searches its own folders anyway; naming one of them with -I would put it ahead of
  // the C++ library's headers and break their #include_next.
  for (const std::string& dir : fmt_includes) {
    if (std::find(implicit_includes.begin(), implicit_includes.end(), dir) == implicit_includes.end())
      s.fmt_compile.push_back("-I" + dir);
  }
  if (s.compiler.empty() || s.include_dir.empty() || s.ctest.empty()) {
    why = "the settings file " + path.string() + " lacks the compiler, the include folder or ctest";
    return std::nullopt;
  }
  return s;
}

// =============================================================================================
// Running commands
// =============================================================================================

struct run_result {
  int status = -1;  // the exit status as sh reports it (128 + n: killed by signal n)
  std::string output;
  std::string errors;
};

/// Runs `script` (sh text) in `folder`, with `input` on standard input; standard output and
/// standard error go to files in `folder` (both to the same one when `merged`, in the order they
/// were written, as a terminal shows them). `name` names those files.
run_result run_sh(const fs::path& folder, const std::string& name, const std::string& script,
                  const std::string& input_file, bool merged) {
  const fs::path script_file = folder / (name + ".sh");
  const fs::path out_file = folder / (name + ".out");
  const fs::path err_file = folder / (name + ".err");
  const fs::path status_file = folder / (name + ".status");
  run_result r;
  if (!write_file(script_file, script)) {
    r.errors = "cannot write " + script_file.string();
    return r;
  }
  std::error_code ignored;
  fs::remove(status_file, ignored);
  std::string command = "cd " + sh_quoted(folder.string()) + " && sh " + sh_quoted(script_file.string()) + " <" +
                        sh_quoted(input_file) + " >" + sh_quoted(out_file.string());
  command += merged ? " 2>&1" : " 2>" + sh_quoted(err_file.string());
  command += "; echo $? >" + sh_quoted(status_file.string());
  std::fflush(stdout);
  // The status is read from the file the shell writes, not from std::system's encoded value.
  static_cast<void>(std::system(command.c_str()));
  r.output = read_file(out_file).value_or("");
  r.errors = merged ? "" : read_file(err_file).value_or("");
  const std::string status = read_file(status_file).value_or("");
  if (!status.empty()) r.status = std::atoi(status.c_str());
  return r;
}

std::string status_words(int status) {
  if (status > 128)
    return "exit status " + std::to_string(status) + " (killed by signal " + std::to_string(status - 128) + ")";
  return "exit status " + std::to_string(status);
}

/// The command line of `arguments`, each quoted for sh.
std::string sh_command(const std::vector<std::string>& arguments) {
  std::string out;
  for (const std::string& a : arguments) {
    if (!out.empty()) out += ' ';
    out += sh_quoted(a);
  }
  return out;
}

// =============================================================================================
// The pages' blocks
// =============================================================================================

/// A <!-- readme-check: KEYWORD ARGUMENT --> comment, on its own line before a block.
struct annotation {
  std::size_t line = 0;
  std::string keyword;
  std::string argument;
};

enum class kind {
  unaccounted,     // nothing checks it: the test fails
  snippet,         // ```cpp: compiled and run
  snippet_output,  // a plain block right after a snippet: what the snippet prints
  transcript,      // lines starting with "$ ": the commands are run, their output compared
  excerpt,         // excerpt-of NAME: lines the example program NAME prints
  covered,         // covered-by NAME...: build commands and CMake code another test runs
};

struct block {
  std::size_t fence_line = 0;  // the opening fence, counted from 1
  std::size_t close_line = 0;  // the closing fence
  std::string info;            // the info string: cpp, sh, cmake, or nothing
  std::vector<std::string> lines;
  std::optional<annotation> note;
  kind what = kind::unaccounted;
  std::string why;                          // unaccounted: why not
  std::size_t partner = std::string::npos;  // snippet <-> its output block
  std::size_t first_line() const noexcept { return fence_line + 1; }
};

/// One markdown file: README.md or a page of docs/.
struct page {
  std::string name;  // as the failures name it: its path from the project's root, README.md, docs/epd.md
  std::vector<std::string> lines;
  std::vector<block> blocks;
  std::vector<std::string> problems;  // annotations that belong to no block, unclosed fences
  /// "docs/epd.md:12: ", for a message about line `line`.
  std::string at(std::size_t line) const { return name + ":" + std::to_string(line) + ": "; }
  /// The page's name as part of a file name: docs_epd_md.
  std::string stem() const {
    std::string out = name;
    for (char& c : out)
      if (c == '/' || c == '\\' || c == '.') c = '_';
    return out;
  }
};

/// The fence of a line (``` or ~~~, three or more), with its indentation and length; or nothing.
struct fence {
  std::size_t indent;
  char mark;
  std::size_t length;
  std::string rest;
};

std::optional<fence> fence_of(std::string_view line) {
  std::size_t indent = 0;
  while (indent < line.size() && line[indent] == ' ') ++indent;
  if (indent >= line.size() || (line[indent] != '`' && line[indent] != '~')) return std::nullopt;
  const char mark = line[indent];
  std::size_t end = indent;
  while (end < line.size() && line[end] == mark) ++end;
  if (end - indent < 3) return std::nullopt;
  return fence{indent, mark, end - indent, std::string(trim(line.substr(end)))};
}

std::optional<annotation> annotation_of(const page& r, std::string_view line, std::size_t number,
                                        std::string& problem) {
  constexpr std::string_view opening = "<!-- readme-check:";
  const std::string_view text = trim(line);
  if (!starts_with(text, opening)) return std::nullopt;
  if (!ends_with(text, "-->")) {
    problem = r.at(number) + "a readme-check comment must end on its own line with -->";
    return std::nullopt;
  }
  const std::string_view inside = trim(text.substr(opening.size(), text.size() - opening.size() - 3));
  const std::size_t space = inside.find(' ');
  annotation a;
  a.line = number;
  a.keyword = std::string(inside.substr(0, space));
  a.argument = space == std::string_view::npos ? std::string() : std::string(trim(inside.substr(space + 1)));
  return a;
}

page read_page(const std::string& name, const std::string& text) {
  page r;
  r.name = name;
  r.lines = split_lines(text);
  for (std::string& line : r.lines) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
  }
  std::optional<annotation> pending;
  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    const std::size_t number = i + 1;
    const std::string& line = r.lines[i];
    std::string problem;
    if (std::optional<annotation> a = annotation_of(r, line, number, problem)) {
      if (pending)
        r.problems.push_back(r.at(pending->line) + "this readme-check comment is not followed by a code block");
      pending = std::move(a);
      continue;
    }
    if (!problem.empty()) r.problems.push_back(problem);
    const std::optional<fence> open = fence_of(line);
    if (!open) {
      if (pending && !is_blank(line)) {
        r.problems.push_back(r.at(pending->line) + "this readme-check comment is not followed by a code block");
        pending.reset();
      }
      continue;
    }
    block b;
    b.fence_line = number;
    b.info = open->rest;
    b.note = std::move(pending);
    pending.reset();
    std::size_t j = i + 1;
    for (; j < r.lines.size(); ++j) {
      const std::optional<fence> close = fence_of(r.lines[j]);
      if (close && close->mark == open->mark && close->length >= open->length && close->rest.empty()) break;
      // The block's own indentation (a block inside a list item) is not part of its text.
      std::string_view content = r.lines[j];
      std::size_t strip = 0;
      while (strip < open->indent && strip < content.size() && content[strip] == ' ') ++strip;
      b.lines.emplace_back(content.substr(strip));
    }
    if (j == r.lines.size()) r.problems.push_back(r.at(number) + "this code block is never closed");
    b.close_line = j + 1;
    r.blocks.push_back(std::move(b));
    i = j;
  }
  if (pending) r.problems.push_back(r.at(pending->line) + "this readme-check comment is not followed by a code block");
  return r;
}

bool is_transcript(const block& b) { return !b.lines.empty() && starts_with(b.lines.front(), "$ "); }

/// Sorts each block into its kind, or says why it has none.
void classify(page& r) {
  for (std::size_t i = 0; i < r.blocks.size(); ++i) {
    block& b = r.blocks[i];
    const std::string keyword = b.note ? b.note->keyword : "";
    auto only = [&](std::initializer_list<std::string_view> allowed, std::string_view what) {
      if (keyword.empty() || std::find(allowed.begin(), allowed.end(), keyword) != allowed.end()) return true;
      b.what = kind::unaccounted;
      b.why = "a readme-check '" + keyword + "' comment does not go with " + std::string(what);
      return false;
    };
    if (b.info == "cpp" || b.info == "c++") {
      if (only({"declare"}, "a cpp block (it takes 'declare')")) b.what = kind::snippet;
    } else if (is_transcript(b)) {
      if (only({"uses", "session"}, "a transcript (it takes 'uses' or 'session')")) b.what = kind::transcript;
    } else if (keyword == "covered-by") {
      b.what = kind::covered;
      if (b.note->argument.empty()) {
        b.what = kind::unaccounted;
        b.why = "covered-by needs the name of a test";
      }
    } else if (keyword == "excerpt-of") {
      b.what = b.info.empty() ? kind::excerpt : kind::unaccounted;
      if (b.info.empty() && b.note->argument.empty()) {
        b.what = kind::unaccounted;
        b.why = "excerpt-of needs the name of an example program";
      } else if (!b.info.empty()) {
        b.why = "an excerpt-of block has no info string";
      }
    } else if (!keyword.empty()) {
      b.why = "unknown readme-check keyword '" + keyword + "'";
    } else if (b.info.empty() && i > 0 && r.blocks[i - 1].what == kind::snippet &&
               r.blocks[i - 1].partner == std::string::npos &&
               std::all_of(r.lines.begin() + static_cast<std::ptrdiff_t>(r.blocks[i - 1].close_line),
                           r.lines.begin() + static_cast<std::ptrdiff_t>(b.fence_line - 1),
                           [](const std::string& line) { return is_blank(line); })) {
      b.what = kind::snippet_output;
      b.partner = i - 1;
      r.blocks[i - 1].partner = i;
    } else {
      b.why =
          "nothing checks this block: make it a cpp snippet, a transcript ($ command, then its output), "
          "the output of the cpp block right above it, or annotate it (tests/readme/README.md)";
    }
  }
}

// =============================================================================================
// Comparing output
// =============================================================================================

/// What a block says a program prints: the text, and the page's line of each of its lines.
struct expected_text {
  std::string text;
  std::vector<std::size_t> page_lines;
  void add(std::string_view line, std::size_t page_line) {
    text += line;
    text += '\n';
    page_lines.push_back(page_line);
  }
};

/// Empty when `actual` is `expected`; otherwise the first line that differs, as page `r` shows it
/// (with its line there) and as printed.
std::string difference(const page& r, const expected_text& expected, const std::string& actual, std::string_view what) {
  if (actual == expected.text) return "";
  const std::vector<std::string> want = split_lines(expected.text);
  const std::vector<std::string> got = split_lines(actual);
  std::size_t i = 0;
  while (i < want.size() && i < got.size() && want[i] == got[i]) ++i;
  std::ostringstream out;
  if (i < want.size() && i < got.size()) {
    out << what << " differs at its line " << i + 1 << " (" << r.name << ":" << expected.page_lines[i] << "):\n"
        << "    shown:   " << shown(want[i]) << "\n    printed: " << shown(got[i]) << "\n";
  } else if (i < want.size()) {
    out << what << " ends after " << got.size() << " lines; " << r.name << " goes on at its line "
        << expected.page_lines[i] << ":\n    shown:   " << shown(want[i]) << "\n    printed: (nothing more)\n";
  } else if (i < got.size()) {
    out << what << " has more lines than " << r.name << " shows; after its line " << i << " it printed:\n"
        << "    printed: " << shown(got[i]) << "\n";
  } else {
    // Same lines: the line ends differ (a last line without its line end).
    out << what << " ends " << (ends_with(actual, "\n") ? "with" : "without") << " a line end, unlike the text of "
        << r.name << "\n";
  }
  if (i > 0) out << "    (the " << i << " lines before it are the same)\n";
  out << "  --- printed, in full ---\n"
      << actual << (ends_with(actual, "\n") || actual.empty() ? "" : "\n") << "  --- end ---\n";
  return out.str();
}

// =============================================================================================
// blocks: every block is accounted for, and covered-by names a test of this build
// =============================================================================================

// Names a covered-by may give that are not ctest tests. Listed in README.md beside this file.
constexpr std::string_view fixed_names[] = {"ci", "manual"};

std::vector<std::string> ctest_names(const settings& s, const fs::path& work, std::string& why) {
  fs::create_directories(work);
  const run_result r =
      run_sh(work, "ctest-N", sh_command({s.ctest, "--test-dir", s.build_dir, "-N"}), "/dev/null", false);
  std::vector<std::string> names;
  if (r.status != 0) {
    why = "ctest -N failed (" + status_words(r.status) + "):\n" + r.output + r.errors;
    return names;
  }
  for (const std::string& line : split_lines(r.output)) {
    // "  Test #12: unit.castling", or "  Test  #9: setup.fmt" (ctest pads the number)
    const std::size_t test = line.find("Test ");
    const std::size_t hash = test == std::string::npos ? test : line.find('#', test);
    const std::size_t colon = line.find(": ", hash == std::string::npos ? 0 : hash);
    if (hash == std::string::npos || colon == std::string::npos) continue;
    names.emplace_back(trim(line.substr(colon + 2)));
  }
  return names;
}

std::string kind_words(const page& r, const block& b) {
  switch (b.what) {
    case kind::snippet: return "compiled and run (readme.snippets)";
    case kind::snippet_output:
      return "output of the cpp block at line " + std::to_string(r.blocks[b.partner].fence_line) + " (readme.snippets)";
    case kind::transcript: return "a transcript, run and compared (readme.transcripts)";
    case kind::excerpt: return "excerpt of the output of " + b.note->argument + " (readme.transcripts)";
    case kind::covered: return "covered by " + b.note->argument;
    case kind::unaccounted: return "NOT CHECKED";
  }
  return "";
}

/// The markdown files of docs/ (its *.md), by their path from the root: docs/epd.md.
std::vector<std::string> docs_pages(const fs::path& root) {
  std::vector<std::string> names;
  std::error_code error;
  for (const fs::directory_entry& entry : fs::directory_iterator(root / "docs", error)) {
    if (entry.is_regular_file() && entry.path().extension() == ".md")
      names.push_back("docs/" + entry.path().filename().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

/// The markdown files of docs/ that are not among `pages`: each is a page whose blocks nothing
/// would check.
std::vector<std::string> pages_left_out(const std::vector<page>& pages, const fs::path& root) {
  std::vector<std::string> left_out;
  for (const std::string& name : docs_pages(root)) {
    if (std::none_of(pages.begin(), pages.end(), [&](const page& r) { return r.name == name; }))
      left_out.push_back(name);
  }
  return left_out;
}

int check_blocks(const std::vector<page>& pages, const settings& s, const fs::path& work, const fs::path& root) {
  std::vector<std::string> problems;
  for (const std::string& name : pages_left_out(pages, root))
    problems.push_back(name + ": this page is not checked: add it to the list of pages in tests/readme/CMakeLists.txt");
  std::string why;
  const std::vector<std::string> tests = ctest_names(s, work, why);
  if (!why.empty()) problems.push_back(why);
  std::size_t blocks = 0;
  for (const page& r : pages) {
    problems.insert(problems.end(), r.problems.begin(), r.problems.end());
    for (const block& b : r.blocks) {
      if (b.what == kind::unaccounted) problems.push_back(r.at(b.fence_line) + b.why);
    }
    for (const block& b : r.blocks) {
      if (b.what != kind::covered || !why.empty()) continue;
      for (const std::string& name : split_words(b.note->argument)) {
        if (std::find(std::begin(fixed_names), std::end(fixed_names), name) != std::end(fixed_names)) continue;
        if (std::find(tests.begin(), tests.end(), name) != tests.end()) continue;
        const auto left_out = std::find_if(s.left_out.begin(), s.left_out.end(),
                                           [&](const auto& entry) { return starts_with(name, entry.first); });
        if (left_out != s.left_out.end()) {
          std::printf("%snote: %s is not a test in this build (%s); this block is not checked here\n",
                      r.at(b.fence_line).c_str(), name.c_str(), left_out->second.c_str());
          continue;
        }
        problems.push_back(r.at(b.note->line) + "covered-by " + name +
                           ": this build has no such test (ctest -N lists the tests), and it is not one of "
                           "the names tests/readme/README.md lists");
      }
    }
    for (const block& b : r.blocks) {
      std::printf("%s%s block: %s\n", r.at(b.fence_line).c_str(), b.info.empty() ? "plain" : b.info.c_str(),
                  kind_words(r, b).c_str());
    }
    blocks += r.blocks.size();
  }
  for (const std::string& p : problems) std::printf("FAILED %s\n", p.c_str());
  std::printf("%zu code blocks in %zu pages, %zu problems\n", blocks, pages.size(), problems.size());
  return problems.empty() ? 0 : 1;
}

// =============================================================================================
// snippets: each cpp block is compiled and run as a program of its own
// =============================================================================================

bool mentions(const block& b, std::string_view word) {
  return std::any_of(b.lines.begin(), b.lines.end(),
                     [&](const std::string& line) { return line.find(word) != std::string::npos; });
}

/// The program of a cpp block. A block with its own main() is compiled as written. Any other is a
/// fragment: it is put in main(), after every fen header and the standard headers a snippet
/// takes for granted, and after its 'declare' text. #line directives make the compiler's messages,
/// and assert()'s, name the lines of the page.
std::string program_text(const page& r, const block& b) {
  const std::string file = "\"" + r.name + "\"";
  std::string text = "// The cpp block at " + r.name + " line " + std::to_string(b.fence_line) + ".\n";
  const bool whole = mentions(b, "int main(");
  if (!whole) {
    text +=
        "#include <fen/fen.hpp>\n#include <fen/validate.hpp>\n#include <fen/epd.hpp>\n"
        "#include <cassert>\n#include <cstdio>\n#include <iostream>\n#include <optional>\n#include <string>\n"
        "#include <string_view>\n";
    if (mentions(b, "fmt::") || (b.note && b.note->argument.find("fmt::") != std::string::npos))
      text += "#include <fen/fmt.hpp>\n#include <fmt/format.h>\n";
    text += "int main() {\n";
    if (b.note) text += "#line " + std::to_string(b.note->line) + " " + file + "\n" + b.note->argument + "\n";
  }
  text += "#line " + std::to_string(b.first_line()) + " " + file + "\n";
  for (const std::string& line : b.lines) text += line + "\n";
  if (!whole) text += "}\n";
  return text;
}

/// The sh line that compiles snippet `name` in the background, its messages and status kept in
/// files beside it.
std::string compile_command(const settings& s, const fs::path& folder, const std::string& name, bool with_fmt) {
  std::vector<std::string> command{s.compiler};
  command.insert(command.end(), s.compile_flags.begin(), s.compile_flags.end());
  // C++17, as the README promises; assert() on even where the flags define NDEBUG.
  command.insert(command.end(), {"-std=c++17", "-UNDEBUG", "-I" + s.include_dir});
  if (with_fmt) command.insert(command.end(), s.fmt_compile.begin(), s.fmt_compile.end());
  command.insert(command.end(), {(folder / (name + ".cpp")).string(), "-o", (folder / name).string()});
  command.insert(command.end(), s.link_flags.begin(), s.link_flags.end());
  if (with_fmt) command.insert(command.end(), s.fmt_link.begin(), s.fmt_link.end());
  const std::string log = sh_quoted((folder / (name + ".log")).string());
  const std::string status = sh_quoted((folder / (name + ".status")).string());
  return "( " + sh_command(command) + " >" + log + " 2>&1; echo $? >" + status + " ) &\n";
}

/// A cpp block: its page, the block's index there, and the name of its files in the work folder.
struct snippet_ref {
  const page* r;
  std::size_t index;
  std::string name;
  bool without_fmt = false;  // this build cannot compile it
};

int check_snippets(const std::vector<page>& pages, const settings& s, const fs::path& work, const fs::path& root) {
  const fs::path folder = work / "snippets";
  std::error_code ignored;
  fs::remove_all(folder, ignored);
  fs::create_directories(folder);

  // Every snippet is compiled at once, in the background, each into its own program; the shell
  // waits for them all. The compiler runs in the project's root, the folder the pages' names start
  // from, so that its messages can quote the lines of the pages they name.
  std::vector<snippet_ref> snippets;
  std::size_t compiled = 0;
  std::string script = "cd " + sh_quoted(root.string()) + " || exit 1\n";
  for (const page& r : pages) {
    for (std::size_t i = 0; i < r.blocks.size(); ++i) {
      const block& b = r.blocks[i];
      if (b.what != kind::snippet) continue;
      const std::string name = r.stem() + "-line-" + std::to_string(b.fence_line);
      const std::string source = program_text(r, b);
      write_file(folder / (name + ".cpp"), source);
      const bool with_fmt =
          source.find("<fen/fmt.hpp>") != std::string::npos || source.find("<fmt/") != std::string::npos;
      snippets.push_back({&r, i, name, with_fmt && !s.has_fmt});
      if (snippets.back().without_fmt) continue;
      ++compiled;
      script += compile_command(s, folder, name, with_fmt);
    }
  }
  script += "wait\n";
  std::printf("compiling %zu cpp blocks with %s\n", compiled, s.compiler.c_str());
  run_sh(folder, "compile", script, "/dev/null", true);

  std::vector<std::string> problems;
  for (const snippet_ref& snippet : snippets) {
    const page& r = *snippet.r;
    const block& b = r.blocks[snippet.index];
    const std::string& name = snippet.name;
    if (snippet.without_fmt) {
      problems.push_back(r.at(b.fence_line) +
                         "the cpp block uses {fmt}, which this build does not have (setup.fmt says why)");
      continue;
    }
    const std::string status = read_file(folder / (name + ".status")).value_or("");
    const std::string log = read_file(folder / (name + ".log")).value_or("");
    if (status.empty() || std::atoi(status.c_str()) != 0) {
      problems.push_back(r.at(b.fence_line) + "the cpp block does not compile (" + (folder / (name + ".cpp")).string() +
                         "):\n" + log);
      continue;
    }
    // Warnings fail the build only where the project makes them errors (FEN_WARNINGS_AS_ERRORS);
    // they are shown either way.
    if (!trim(log).empty())
      std::printf("%sthe cpp block compiles with warnings:\n%s", r.at(b.fence_line).c_str(), log.c_str());
    const run_result ran = run_sh(folder, name + "-run", sh_quoted((folder / name).string()), "/dev/null", false);
    if (ran.status != 0) {
      problems.push_back(r.at(b.fence_line) + "the cpp block compiled, but its program ended with " +
                         status_words(ran.status) + ":\n" + ran.errors + ran.output);
      continue;
    }
    if (b.partner == std::string::npos) {
      std::printf("%scpp block: compiled and ran, its checks held\n", r.at(b.fence_line).c_str());
      continue;
    }
    const block& shown_output = r.blocks[b.partner];
    expected_text expected;
    for (std::size_t k = 0; k < shown_output.lines.size(); ++k)
      expected.add(shown_output.lines[k], shown_output.first_line() + k);
    const std::string diff = difference(r, expected, ran.output, "what the program printed");
    if (!diff.empty()) {
      problems.push_back(r.at(shown_output.fence_line) + "the output shown for the cpp block at line " +
                         std::to_string(b.fence_line) + " is not what it prints: " + diff);
      continue;
    }
    std::printf("%scpp block: compiled and ran; it prints the block at line %zu\n", r.at(b.fence_line).c_str(),
                shown_output.fence_line);
  }
  for (const std::string& p : problems) std::printf("FAILED %s\n", p.c_str());
  std::printf("%zu cpp blocks, %zu failed\n", snippets.size(), problems.size());
  return problems.empty() ? 0 : 1;
}

// =============================================================================================
// transcripts: the commands are run and their output compared
// =============================================================================================

struct command {
  std::size_t line = 0;
  std::string text;  // without the "$ "
  std::vector<std::string> output;
  std::size_t first_output_line = 0;
};

std::vector<command> commands_of(const block& b) {
  std::vector<command> commands;
  for (std::size_t k = 0; k < b.lines.size(); ++k) {
    const std::string& line = b.lines[k];
    if (starts_with(line, "$ ")) {
      command c;
      c.line = b.first_line() + k;
      c.text = line.substr(2);
      c.first_output_line = c.line + 1;
      commands.push_back(std::move(c));
    } else {
      commands.back().output.push_back(line);
    }
  }
  return commands;
}

/// The file a `$ cat FILE` command shows, or nothing for any other command.
std::optional<std::string> cat_file(const std::string& text) {
  if (!starts_with(text, "cat ")) return std::nullopt;
  const std::string name = std::string(trim(text.substr(4)));
  const bool plain = !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_' ||
           c == '-';
  });
  if (!plain) return std::nullopt;
  return name;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  return text;
}

/// The folder in which a block's commands run, with fen and fen-edit (and nothing else) on PATH.
struct sandbox {
  fs::path folder;
  fs::path bin;
};

std::string with_path(const sandbox& box, const std::string& command_text) {
  return "PATH=" + sh_quoted(box.bin.string()) + ":\"$PATH\"\nexport PATH\n" + command_text + "\n";
}

/// The content of FILE as the last `$ cat FILE` before block `before` shows it.
std::optional<std::string> earlier_file(const page& r, std::size_t before, const std::string& file) {
  for (std::size_t i = before; i-- > 0;) {
    if (r.blocks[i].what != kind::transcript) continue;
    for (const command& c : commands_of(r.blocks[i])) {
      if (cat_file(c.text) == file) return joined(c.output);
    }
  }
  return std::nullopt;
}

/// A fen-edit session as a terminal shows it: each line that starts with the prompt holds, after
/// it, what was typed. The typed lines become the program's input; what the program prints is
/// the rest, each prompt followed directly by what came after the typed line.
std::string check_session(const page& r, const block& b, const command& c, const annotation& note, const sandbox& box) {
  const std::string& argument = note.argument;
  const std::size_t open = argument.find('"');
  const std::size_t close = open == std::string::npos ? open : argument.find('"', open + 1);
  if (close == std::string::npos)
    return "session needs its prompt in double quotes: session \"fen-edit> \" --interactive";
  const std::string prompt = argument.substr(open + 1, close - open - 1);
  const std::string options = std::string(trim(argument.substr(close + 1)));

  std::string typed;
  expected_text expected;
  std::string carried;  // a prompt waiting for the next line of output
  std::size_t carried_line = 0;
  for (std::size_t k = 0; k < c.output.size(); ++k) {
    const std::string& line = c.output[k];
    if (starts_with(line, prompt)) {
      typed += line.substr(prompt.size()) + "\n";
      carried += prompt;
      carried_line = c.first_output_line + k;
      continue;
    }
    expected.add(carried + line, c.first_output_line + k);
    carried.clear();
  }
  if (!carried.empty()) {  // the session may end at a prompt
    expected.text += carried;
    expected.page_lines.push_back(carried_line);
  }
  if (typed.empty()) return "the session shows no line starting with the prompt " + shown(prompt);

  // Standard input is a file here, not a terminal: the options (--interactive) make the program
  // behave as on one. They go right after the program's name.
  const std::size_t space = c.text.find(' ');
  const std::string run_text = space == std::string::npos
                                   ? c.text + " " + options
                                   : c.text.substr(0, space) + " " + options + c.text.substr(space);
  const fs::path input = box.folder / "session.in";
  write_file(input, typed);
  const run_result ran = run_sh(box.folder, "session", with_path(box, run_text), input.string(), true);
  const std::string diff = difference(r, expected, ran.output, "the session");
  if (diff.empty()) return "";
  return "$ " + run_text + " < (the " + std::to_string(std::count(typed.begin(), typed.end(), '\n')) +
         " typed lines), " + status_words(ran.status) + ": " + diff + "(block at line " + std::to_string(b.fence_line) +
         ")";
}

/// Runs the transcripts and excerpts of page `r`, each in a folder of its own under `folder`, with
/// the programs of `bin`; adds what differs to `problems`. A `uses` file is looked for in this
/// page only. Returns the number of blocks run.
std::size_t check_page_transcripts(const page& r, const settings& s, const fs::path& folder, const fs::path& bin,
                                   std::vector<std::string>& problems) {
  std::size_t checked = 0;
  for (std::size_t i = 0; i < r.blocks.size(); ++i) {
    const block& b = r.blocks[i];
    if (b.what != kind::transcript && b.what != kind::excerpt) continue;
    ++checked;
    const sandbox box{folder / (r.stem() + "-line-" + std::to_string(b.fence_line)), bin};
    fs::create_directories(box.folder);

    if (b.what == kind::excerpt) {
      // The block's lines, one after the other, somewhere in what the example program prints.
      const auto program = s.examples.find(b.note->argument);
      if (program == s.examples.end()) {
        problems.push_back(r.at(b.note->line) + "excerpt-of " + b.note->argument + ": no such example program");
        continue;
      }
      const run_result ran = run_sh(box.folder, "run", sh_quoted(program->second), "/dev/null", false);
      const std::vector<std::string> got = split_lines(ran.output);
      std::size_t best_at = 0, best_length = 0;
      for (std::size_t start = 0; start < got.size(); ++start) {
        std::size_t n = 0;
        while (n < b.lines.size() && start + n < got.size() && got[start + n] == b.lines[n]) ++n;
        if (n > best_length) best_at = start, best_length = n;
      }
      if (ran.status != 0) {
        problems.push_back(r.at(b.fence_line) + b.note->argument + " ended with " + status_words(ran.status) + ":\n" +
                           ran.errors);
      } else if (best_length < b.lines.size()) {
        std::ostringstream out;
        out << r.at(b.first_line() + best_length) << "these lines are not in what " << b.note->argument << " prints:";
        if (best_length == 0) {
          out << " it never prints\n    shown:   " << shown(b.lines[0]) << "\n";
        } else {
          out << " after " << best_length << " matching lines (from its line " << best_at + 1 << ")\n"
              << "    shown:   " << shown(b.lines[best_length]) << "\n    printed: "
              << (best_at + best_length < got.size() ? shown(got[best_at + best_length]) : "(nothing more)") << "\n";
        }
        out << "  --- printed, in full ---\n" << ran.output << "  --- end ---";
        problems.push_back(out.str());
      } else {
        std::printf("%sexcerpt of the output of %s: as printed\n", r.at(b.fence_line).c_str(),
                    b.note->argument.c_str());
      }
      continue;
    }

    const std::vector<command> commands = commands_of(b);
    if (b.note && b.note->keyword == "uses") {
      for (const std::string& file : split_words(b.note->argument)) {
        if (const std::optional<std::string> content = earlier_file(r, i, file))
          write_file(box.folder / file, *content);
        else
          problems.push_back(r.at(b.note->line) + "uses " + file + ": no earlier transcript shows it with $ cat " +
                             file);
      }
    }
    if (b.note && b.note->keyword == "session") {
      if (commands.size() != 1) {
        problems.push_back(r.at(b.fence_line) + "a session block holds one command, then the session");
        continue;
      }
      const std::string problem = check_session(r, b, commands[0], *b.note, box);
      if (!problem.empty())
        problems.push_back(r.at(commands[0].line) + problem);
      else
        std::printf("%ssession: as the program runs it\n", r.at(b.fence_line).c_str());
      continue;
    }
    bool all_ok = true;
    for (std::size_t k = 0; k < commands.size(); ++k) {
      const command& c = commands[k];
      // `$ cat FILE` shows a file the page gives: it is written first, unless an earlier command
      // of the block made it, in which case cat shows what that command wrote.
      if (const std::optional<std::string> file = cat_file(c.text); file && !fs::exists(box.folder / *file))
        write_file(box.folder / *file, joined(c.output));
      const run_result ran =
          run_sh(box.folder, "command-" + std::to_string(k + 1), with_path(box, c.text), "/dev/null", true);
      expected_text expected;
      for (std::size_t n = 0; n < c.output.size(); ++n) expected.add(c.output[n], c.first_output_line + n);
      const std::string diff = difference(r, expected, ran.output, "its output");
      if (!diff.empty()) {
        problems.push_back(r.at(c.line) + "$ " + c.text + "\n  (" + status_words(ran.status) + ") " + diff);
        all_ok = false;
      }
    }
    if (all_ok)
      std::printf("%stranscript: %zu command%s, output as shown\n", r.at(b.fence_line).c_str(), commands.size(),
                  commands.size() == 1 ? "" : "s");
  }
  return checked;
}

int check_transcripts(const std::vector<page>& pages, const settings& s, const fs::path& work) {
  if (!s.no_programs.empty()) {
    std::printf("%s: %s\n", std::string(skipped_marker).c_str(), s.no_programs.c_str());
    return 0;
  }
  const fs::path folder = work / "transcripts";
  std::error_code ignored;
  fs::remove_all(folder, ignored);
  const fs::path bin = folder / "bin";
  fs::create_directories(bin);
  std::vector<std::string> problems;
  for (const auto& [name, path] : s.programs) {
    if (!fs::exists(path)) {
      problems.push_back(name + " is not built (no " + path + "); build it: cmake --build " + s.build_dir +
                         " --target " + (name == "fen-edit" ? "fen_edit" : name));
      continue;
    }
    std::error_code error;
    fs::create_symlink(path, bin / name, error);
    if (error) fs::copy_file(path, bin / name, error);
  }
  if (!problems.empty()) {
    for (const std::string& p : problems) std::printf("FAILED %s\n", p.c_str());
    return 1;
  }

  std::size_t checked = 0;
  for (const page& r : pages) checked += check_page_transcripts(r, s, folder, bin, problems);
  for (const std::string& p : problems) std::printf("FAILED %s\n", p.c_str());
  std::printf("%zu transcripts and excerpts, %zu problems\n", checked, problems.size());
  return problems.empty() ? 0 : 1;
}

// =============================================================================================
// links: where each relative link leads, and which pages the README links to
// =============================================================================================

// The README gives what fen is, the quick start, how to get it and the API on one screen; the rest
// is in docs/, one page a topic.
constexpr std::size_t readme_most_lines = 500;

/// A heading's anchor as GitHub makes it: lower case, each space a '-', every other character that
/// is not a letter, a digit, '-' or '_' left out (bytes beyond ASCII, the letters of other
/// alphabets, are kept). "The `fen` tool" gives "the-fen-tool".
std::string anchor_of(std::string_view heading) {
  std::string out;
  for (const char c : heading) {
    const auto u = static_cast<unsigned char>(c);
    if (c >= 'A' && c <= 'Z')
      out += static_cast<char>(c - 'A' + 'a');
    else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || u >= 0x80)
      out += c;
    else if (c == ' ')
      out += '-';
  }
  return out;
}

/// Whether `line` is outside every fenced code block: `inside`, the block open before it, is
/// carried from one line to the next.
bool outside_code(const std::string& line, std::optional<fence>& inside) {
  const std::optional<fence> f = fence_of(line);
  if (inside) {
    if (f && f->mark == inside->mark && f->length >= inside->length && f->rest.empty()) inside.reset();
    return false;
  }
  if (f) {
    inside = f;
    return false;
  }
  return true;
}

/// The anchors of a markdown file's headings (# to ######, outside code blocks), a repeated one
/// numbered as GitHub numbers it: "usage", "usage-1".
std::vector<std::string> anchors_of(const std::vector<std::string>& lines) {
  std::vector<std::string> anchors;
  std::map<std::string, int> seen;
  std::optional<fence> inside;
  for (const std::string& line : lines) {
    if (!outside_code(line, inside)) continue;
    std::size_t level = 0;
    while (level < line.size() && line[level] == '#') ++level;
    if (level == 0 || level > 6 || level >= line.size() || line[level] != ' ') continue;
    std::string_view text = trim(std::string_view(line).substr(level + 1));
    while (!text.empty() && text.back() == '#') text.remove_suffix(1);  // a closing sequence
    std::string anchor = anchor_of(trim(text));
    const int n = seen[anchor]++;
    if (n > 0) anchor += "-" + std::to_string(n);
    anchors.push_back(anchor);
  }
  return anchors;
}

/// A link of a page: where it points, and the line it is on.
struct link {
  std::size_t line;
  std::string target;
};

/// The text of a line without its code spans (`...`), whose brackets are not links.
std::string without_code_spans(const std::string& line) {
  std::string out;
  std::size_t i = 0;
  while (i < line.size()) {
    if (line[i] != '`') {
      out += line[i++];
      continue;
    }
    std::size_t run = 0;
    while (i + run < line.size() && line[i + run] == '`') ++run;
    const std::size_t close = line.find(std::string(run, '`'), i + run);
    if (close == std::string::npos) {  // no closing run: the backquotes stand for themselves
      out.append(line, i, run);
      i += run;
      continue;
    }
    i = close + run;
  }
  return out;
}

/// The links of a page outside code: inline ones, [text](target) and ![alt](target), and
/// reference definitions, [label]: target.
std::vector<link> links_of(const page& r) {
  std::vector<link> links;
  std::optional<fence> inside;
  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    if (!outside_code(r.lines[i], inside)) continue;
    const std::string line = without_code_spans(r.lines[i]);
    for (std::size_t open = line.find("]("); open != std::string::npos; open = line.find("](", open + 2)) {
      const std::size_t start = open + 2;
      std::size_t end = start;
      while (end < line.size() && line[end] != ')' && line[end] != ' ') ++end;
      links.push_back({i + 1, line.substr(start, end - start)});
    }
    const std::string_view text = trim(line);
    const std::size_t colon = text.find("]: ");
    if (starts_with(text, "[") && colon != std::string_view::npos) {
      const std::vector<std::string> words = split_words(text.substr(colon + 3));
      if (!words.empty()) links.push_back({i + 1, words[0]});
    }
  }
  return links;
}

/// Whether a link leaves the project: a URL with a scheme (https:, mailto:), or one that starts
/// with // or /.
bool is_external(std::string_view target) {
  const std::size_t colon = target.find(':');
  const std::size_t slash = target.find('/');
  if (colon != std::string_view::npos && (slash == std::string_view::npos || colon < slash)) return true;
  return starts_with(target, "/");
}

int check_links(const std::vector<page>& pages, const fs::path& root) {
  std::vector<std::string> problems;
  std::map<std::string, std::vector<std::string>> anchors;  // of each markdown file a link names
  auto anchors_in = [&](const fs::path& file) -> const std::vector<std::string>& {
    const std::string key = file.lexically_normal().generic_string();
    auto found = anchors.find(key);
    if (found == anchors.end()) {
      std::vector<std::string> lines = split_lines(read_file(file).value_or(""));
      for (std::string& line : lines)
        if (!line.empty() && line.back() == '\r') line.pop_back();
      found = anchors.emplace(key, anchors_of(lines)).first;
    }
    return found->second;
  };

  const auto readme = std::find_if(pages.begin(), pages.end(), [](const page& r) { return r.name == "README.md"; });
  std::vector<std::string> linked_from_readme;  // the files the README links to, from the root
  std::size_t checked = 0;
  for (const page& r : pages) {
    const fs::path folder = (root / r.name).parent_path();
    for (const link& l : links_of(r)) {
      if (l.target.empty() || is_external(l.target)) continue;
      ++checked;
      const std::size_t hash = l.target.find('#');
      const std::string path = l.target.substr(0, hash);
      const std::string anchor = hash == std::string::npos ? "" : l.target.substr(hash + 1);
      const fs::path file = path.empty() ? root / r.name : (folder / path).lexically_normal();
      const fs::path from_root = file.lexically_relative(root);
      if (from_root.empty() || starts_with(from_root.generic_string(), "..")) {
        problems.push_back(r.at(l.line) + "the link " + l.target + " leads out of the project");
        continue;
      }
      if (!fs::exists(file)) {
        problems.push_back(r.at(l.line) + "the link " + l.target + " leads nowhere: there is no " +
                           from_root.generic_string() +
                           (path.empty() ? "" : " (a link is relative to its page's folder)"));
        continue;
      }
      if (&r == &*readme) linked_from_readme.push_back(from_root.generic_string());
      if (anchor.empty() || file.extension() != ".md") continue;
      const std::vector<std::string>& headings = anchors_in(file);
      if (std::find(headings.begin(), headings.end(), anchor) == headings.end())
        problems.push_back(r.at(l.line) + "the link " + l.target + ": " + from_root.generic_string() +
                           " has no heading whose anchor is #" + anchor +
                           " (GitHub's anchors: lower case, spaces as '-', other punctuation left out)");
    }
  }

  if (readme == pages.end()) {
    problems.push_back("README.md is not among the pages given, so its length and links are not checked");
  } else {
    if (readme->lines.size() > readme_most_lines)
      problems.push_back("README.md:" + std::to_string(readme->lines.size()) + ": the README has " +
                         std::to_string(readme->lines.size()) + " lines, more than " +
                         std::to_string(readme_most_lines) + ": move a topic to a page of its own in docs/");
    // Every page of docs/, but Doxygen's main page, is reached from the README.
    std::vector<std::string> docs = docs_pages(root);
    docs.erase(std::remove(docs.begin(), docs.end(), "docs/mainpage.md"), docs.end());
    for (const std::string& name : docs) {
      if (std::find(linked_from_readme.begin(), linked_from_readme.end(), name) == linked_from_readme.end())
        problems.push_back(name + ": no link from README.md leads to this page: add it to the README's list of pages");
    }
    std::printf("README.md: %zu lines (at most %zu); docs/ has %zu pages it must link to (all but mainpage.md)\n",
                readme->lines.size(), readme_most_lines, docs.size());
  }
  for (const std::string& p : problems) std::printf("FAILED %s\n", p.c_str());
  std::printf("%zu relative links in %zu pages, %zu problems\n", checked, pages.size(), problems.size());
  return problems.empty() ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 6) {
    std::fprintf(stderr, "usage: readme_check blocks|snippets|transcripts|links SETTINGS WORK ROOT PAGE...\n");
    return 2;
  }
  const std::string mode = argv[1];
  std::string why;
  const std::optional<settings> s = read_settings(argv[2], why);
  if (!s) {
    std::printf("FAILED %s\n", why.c_str());
    return 1;
  }
  const fs::path work = fs::absolute(argv[3]);
  const fs::path root = fs::absolute(argv[4]).lexically_normal();
  std::vector<page> pages;
  std::vector<std::string> unreadable;
  for (int i = 5; i < argc; ++i) {
    const std::optional<std::string> text = read_file(root / argv[i]);
    if (!text) {
      unreadable.push_back((root / argv[i]).string());
      continue;
    }
    pages.push_back(read_page(argv[i], *text));
    classify(pages.back());
  }
  if (!unreadable.empty()) {
    for (const std::string& name : unreadable)
      std::printf("FAILED cannot read %s (tests/readme/CMakeLists.txt lists it)\n", name.c_str());
    return 1;
  }
  fs::create_directories(work);
  // Blocks that are not accounted for are reported by readme.blocks; the other checks leave them out.
  if (mode == "blocks") return check_blocks(pages, *s, work, root);
  if (mode == "snippets") return check_snippets(pages, *s, work, root);
  if (mode == "transcripts") return check_transcripts(pages, *s, work);
  if (mode == "links") return check_links(pages, root);
  std::fprintf(stderr, "readme_check: unknown mode '%s'\n", mode.c_str());
  return 2;
}

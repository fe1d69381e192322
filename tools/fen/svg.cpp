// fen: the command-line tool. `fen svg` (and `fen show --svg`): a position drawn as an SVG picture
// by fen::svg, on standard output or in a file; from a file of positions, the first, or each in a
// file of its own.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT

#include "io.hpp"
#include "lines.hpp"
#include "tool.hpp"

#include <fen/fmt.hpp>
#include <fen/svg.hpp>

#include <fmt/format.h>

#include <sys/stat.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

namespace fen_tool {

const std::string_view svg_help =
    R"(usage: fen svg [--size N] [--flip | --black] [--coordinates=WHERE] [--light COLOR] [--dark COLOR]
               [--highlight-color COLOR] [--arrow-color COLOR] [--highlight SQUARE[,SQUARE...]]
               [--arrow FROM-TO]... [-o FILE] [--strict] [--variant NAME]
               [--chess960] [--epd | --fen] [--column NAME|N] FEN|FILE

Draws a position as a standalone SVG picture (fen::svg): the board, its pieces, and a variant's
pockets (crazyhouse) or checks to give (three-check) beside it. Each square is a rect with
data-square, each piece a group with data-square and data-piece (its FEN letter), each arrow a
group with data-from and data-to. The picture goes to standard output, or to --output's file.

The FEN may be given as several arguments (they are joined with spaces). A single argument that
names a file, or '-' (standard input), is read as a file of positions, one a line, as 'fen check'
reads it: the first position that parses is drawn (the lines before it that do not parse are
reported on standard error), and the run stops there; with --output NAME holding %n (such as
board-%n.svg), every position is drawn, each in its own file, %n its number: 1 for the first
line read as a position, 2 for the next, lines that do not parse counted too. Rules, pockets and
checks are read as 'fen show' reads them: by --variant, else by the notation. A file that takes
more than a second draws the progress line on a terminal, as 'fen check' does.

options:
  --size N          the picture's width in pixels (400 by default; 0: no width or height, the
                    picture fills what holds it)
  --flip            Black at the bottom (a1 top right)
  --black           the same
  --coordinates=WHERE
                    none (the default), outside (rank digits left of the board, file letters
                    under it) or inside (on the board: a rank's digit in the corner of its
                    first square, a file's letter in the corner of its last)
  --light COLOR     the light squares' colour
  --dark COLOR      the dark squares' colour
  --highlight-color COLOR
                    the highlighted squares' colour (laid at half opacity)
  --arrow-color COLOR
                    the arrows' colour
                    A COLOR is #rgb or #rrggbb (hex digits), or a name: black, silver, gray,
                    grey, white, maroon, red, purple, fuchsia, green, lime, olive, yellow, navy,
                    blue, teal, aqua or orange
  --highlight SQUARE[,SQUARE...]
                    highlight these squares (the option may be given again)
  --arrow FROM-TO   an arrow from one square to another, such as e2-e4 (again for more; from a
                    square to itself, a ring)
  -o, --output FILE write the picture to FILE; with %n in FILE, one picture per position
  --strict          accept only the canonical form
  --variant NAME    read the position by the rules of variant NAME (see 'fen show --help')
  --chess960        castling by Chess960 rules
  --epd             read every line of a file as EPD
  --fen             read every line of a file as a FEN
  --column NAME|N   the column of a CSV or TSV file that holds the positions (fen check)
  -h, --help        this text

exit status: 0 when the picture (every picture) was drawn, 1 when the FEN, or a line of the file,
does not parse, 2 for a usage error, a file that cannot be read, or a picture that cannot be
written.
)";

namespace {

/// The picture's options as `o` says: the orientation from --flip (--black).
fen::svg_options picture_options(const options& o) {
  fen::svg_options picture = o.picture;
  picture.bottom = o.flip ? fen::color::black : fen::color::white;
  return picture;
}

/// `pattern` with each %n replaced by `number`.
std::string numbered(std::string_view pattern, std::size_t number) {
  std::string name;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] == 'n') {
      name += std::to_string(number);
      ++i;
    } else {
      name += pattern[i];
    }
  }
  return name;
}

bool is_numbered(std::string_view pattern) noexcept { return pattern.find("%n") != std::string_view::npos; }

/// Writes the picture of `p` (picture `number` of the run): on standard output, or in the file
/// --output names. Returns false when the file cannot be written (said on standard error).
bool write_picture(command c, const options& o, const fen::position& p, std::size_t number) {
  const std::string picture = fen::svg(p, picture_options(o));
  if (o.output_name.empty()) {
    put_stdout(picture);
    return true;
  }
  const std::string name = numbered(o.output_name, number);
  std::FILE* file = std::fopen(name.c_str(), "wb");
  bool written = file != nullptr && std::fwrite(picture.data(), 1, picture.size(), file) == picture.size();
  if (file != nullptr && std::fclose(file) != 0) written = false;
  if (!written)
    fmt::print(stderr, "fen {}: cannot write '{}': {}\n", command_name(c), printable_name(name), std::strerror(errno));
  return written;
}

bool names_a_file(std::string_view name) {
  if (name == "-") return true;
  struct stat info {};
  return stat(std::string(name).c_str(), &info) == 0 && (info.st_mode & S_IFMT) != S_IFDIR;
}

/// `fen svg FILE`: the first position that parses, or (--output with %n) every one.
int draw_file(const options& o) {
  const bool every = is_numbered(o.output_name);
  position_reader reader(o);
  bad_lines bad(o);
  std::size_t positions = 0;
  std::size_t drawn = 0;
  bool write_failed = false;
  bool more = false;  // a position after the one drawn, not drawn
  const bool all_read = for_each_line(
      command::svg, o, [&](file_state& f, std::size_t number, std::string_view line, bool too_long) -> bool {
        if (too_long) {
          bad.too_long(f, number);
          return true;
        }
        const line_class c = classify(f, line, o);
        if (c.kind != line_kind::position && c.kind != line_kind::refused) return true;
        if (drawn != 0 && !every) {
          more = true;
          return false;
        }
        ++positions;
        if (c.kind == line_kind::refused) {
          bad.refused(f, number, line, c);
          return true;
        }
        const reading& r = reader.read(c, f);
        if (r.what == reading::kind::failed) {
          bad.failed(f, number, line, c, r.failure);
          return true;
        }
        ++drawn;
        write_failed = !write_picture(command::svg, o, r.position, positions);
        return !write_failed;
      });
  if (write_failed) return usage_or_io_error;
  if (more)
    fmt::print(stderr, "fen svg: drew the first position only; give --output NAME-%n.svg for one picture each\n");
  if (drawn == 0 && all_read) {
    fmt::print(stderr, "fen svg: no position to draw\n");
    return some_bad;
  }
  if (!all_read) return usage_or_io_error;
  return bad.count() != 0 ? some_bad : all_good;
}

}  // namespace

int draw_text(command c, const options& o, std::string_view text) {
  position_reader reader(o);
  const reading& r = reader.read(text);
  if (r.what == reading::kind::failed) {
    fmt::print(stderr, "fen {}: {}\n{}\n", command_name(c), r.failure.message.view(),
               fen::caret(text, r.failure.offset));
    return some_bad;
  }
  return write_picture(c, o, r.position, 1) ? all_good : usage_or_io_error;
}

int run_svg(const options& o) {
  if (o.operands.empty())
    return usage_error(command::svg, "give a FEN, or a file of positions ('-' for standard input)");
  if (o.operands.size() == 1 && names_a_file(o.operands[0])) return draw_file(o);
  std::string text;
  for (const std::string_view part : o.operands) {
    if (!text.empty()) text += ' ';
    text += part;
  }
  return draw_text(command::svg, o, text);
}

}  // namespace fen_tool

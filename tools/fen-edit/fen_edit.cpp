// fen-edit: a board editor in the terminal. Start from the opening position or a clear board, put
// and remove pieces, set the side to move, castling, en passant and the counters, and copy the FEN;
// after every command the editor shows the board, the FEN and every problem in plain words. Run
// `fen-edit --help`.
//
// Part of fen, a header-only C++17 library. SPDX-License-Identifier: MIT
//
// It reads one command per line, so a person can type at it and a script can pipe into it. It is
// an editor, not a game: `move` carries a piece and changes nothing else. What it does on its own
// is keep castling rights and the en passant square honest: it refuses to switch on a right or set
// a square the board does not allow, saying why, and when an edit makes a right or the en passant
// square impossible it drops it and says so.

//
// This file is main: the command line and its usage text. editor.hpp lists the other files.

#include "editor.hpp"

#include <fen/fen.hpp>
#include <fen/fmt.hpp>

#include <fmt/format.h>

#include <cstdio>
#include <string>
#include <string_view>

#if defined(_WIN32)
#  include <io.h>
#else
#  include <unistd.h>
#endif

namespace fen_edit {
namespace {

constexpr std::string_view usage_text =
    R"(usage: fen-edit [--unicode] [--flip] [--quiet] [--script | --interactive] [FEN]

A board editor for chess positions in FEN. It starts from the opening position (or from FEN, given
as one argument or several joined with spaces) and reads one command per line from standard input.
After every command it shows the board, the FEN and every problem the validator finds. Castling
is judged by standard rules (king on e1/e8, rooks in the corners), or by Chess960 rules when FEN's
castling field names a rook's file (HAha) or after the 'chess960 on' command. Counters that FEN
leaves out (four fields, or five) are not given: written as 0 1, and no problem that needs them
is looked for until 'halfmove' or 'fullmove' sets them.

options:
  --unicode      draw the board with chess figurines instead of FEN letters
  --flip         draw the board from Black's side (the 'flip' command turns it around)
  --quiet        show nothing after each command; 'done' prints only the FEN on standard output,
                 and everything else the editor has to say goes to standard error
  --script       scripted mode even when standard input is a terminal
  --interactive  interactive mode even when standard input is not a terminal
  -h, --help     this text
  --version      the version of fen

Scripted mode (the default when standard input is not a terminal): each command is echoed after
'> ', errors name their line, 'done' on a position it refuses ends the session, and the exit
status tells how it went. Interactive mode (the default on a terminal): a prompt, and errors
and problems never end the session.

exit status:
  0  the session ended (done on a legal position, quit, or the end of the input) and, in scripted
     mode, every command was carried out
  1  scripted mode: done (or analyse) refused the position (not legal, or more than 8 pawns or
     16 pieces for a side); the problems are listed and the rest of the input is not read
  2  a bad option or FEN on the command line; standard input could not be read, or what the
     editor writes could not be written (a message says which, and the session ends there); or,
     in scripted mode, a command that was not understood or was refused (the session went on to
     the end)
)";

bool standard_input_is_terminal() noexcept {
#if defined(_WIN32)
  return _isatty(_fileno(stdin)) != 0;
#else
  return isatty(fileno(stdin)) != 0;
#endif
}

int usage_error(const std::string& what) {
  write_text(stderr, fmt::format("fen-edit: {}\nRun 'fen-edit --help' for its usage.\n", printable(what)));
  output_failed();
  return usage_or_command_error;
}

/// The exit status after writing `text` to standard output (--help, --version): 2, with a message
/// on standard error, when it could not be written.
int print_and_end(const std::string& text) {
  write_text(stdout, text);
  return output_failed() ? usage_or_command_error : success;
}

}  // namespace
}  // namespace fen_edit

int main(int argc, char** argv) {
  using namespace fen_edit;
  options o;
  bool only_operands = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (only_operands || arg.size() < 2 || arg[0] != '-') {
      if (!o.fen.empty()) o.fen += ' ';
      o.fen += arg;
    } else if (arg == "--") {
      only_operands = true;
    } else if (arg == "-h" || arg == "--help") {
      return print_and_end(fmt::format("{}\n{}", usage_text, session::commands_help()));
    } else if (arg == "--version") {
      return print_and_end(
          fmt::format("fen-edit (fen {}.{}.{})\n", FEN_VERSION_MAJOR, FEN_VERSION_MINOR, FEN_VERSION_PATCH));
    } else if (arg == "--unicode") {
      o.unicode = true;
    } else if (arg == "--flip") {
      o.flip = true;
    } else if (arg == "--quiet") {
      o.quiet = true;
    } else if (arg == "--script") {
      o.session_mode = mode::scripted;
    } else if (arg == "--interactive") {
      o.session_mode = mode::interactive;
    } else {
      return usage_error(fmt::format("unknown option '{}'", arg));
    }
  }
  fen::position start = fen::start_position;
  if (!o.fen.empty()) {
    const fen::result<fen::position> parsed = fen::parse(o.fen);
    if (!parsed) return usage_error(fmt::format("{}", fen::with_input(parsed.error(), o.fen)));
    start = *parsed;
    o.chess960 = fen::detect_castling(o.fen).castling == fen::castling_rules::chess960;
  }
  const bool scripted =
      o.session_mode == mode::automatic ? !standard_input_is_terminal() : o.session_mode == mode::scripted;
  return session(o, start, scripted).run();
}

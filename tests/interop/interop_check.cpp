// The interop test against Stockfish: a real engine must read what fen writes.
//
//     fen_interop_check STOCKFISH FILE...
//
// Reads each FILE line by line (one FEN or EPD line a line; blank lines, lines fen does not parse
// and positions fen::validate calls illegal are skipped and counted), and a few positions of its own that reach
// each allowed difference. For every position it sends one Stockfish process, through a pipe,
// `position fen <fen::serialize(p)>` and `d`, and compares the `Fen:` line Stockfish prints with
// what fen writes. Castling rights that are not the standard ones (king on the e-file, rook in the
// corner) are read and written by Stockfish only with UCI_Chess960 on, and then in Shredder
// notation: such positions are sent with that option on and compared with fen's Shredder output.
//
// Stockfish 15.1 writes the en passant square only when a pseudo-legal capture exists (a pawn of
// the side to move attacks it, the pawn that moved stands in front of it, the square and the one
// behind it are empty), which is fen::en_passant_capture_possible; fen's only_if_legal output
// writes it only when the capture is also legal (en_passant_capture_legal). So Stockfish is
// compared with fen::serialize(p, {}, fen::en_passant_output::only_if_legal), and these
// differences, and only these, are allowed; each is counted and shown once:
//  - en_passant_capture_illegal: Stockfish keeps the square, where the capture is possible but not
//    legal (the capturing pawn is pinned, or taking opens the rank to a rook or queen) and fen's
//    only_if_legal output drops it.
//  - fullmove_zero: a fullmove number of 0, which Stockfish writes as 1.
//  - fullmove_past_2^30: Stockfish keeps 2 * (fullmove - 1) as an int, which overflows past 2^30;
//    it writes 1 (a number past 2^31-1 is read as 2^31-1 first, with the same result).
//  - halfmove_past_2^31-1: Stockfish reads the halfmove clock as an int: past 2^31-1 it holds
//    2^31-1, and the failed read leaves the fullmove number at 1.
// Any other difference fails the test and is printed, as do a Stockfish that crashes, exits, or
// does not answer within a time limit.
//
// Exit status: 0 passed, 1 a difference or a Stockfish failure, 2 bad usage or a file that cannot
// be read, 77 skipped (no Stockfish, or no POSIX pipes here), which ctest reports as skipped.
#include <fen/epd.hpp>
#include <fen/fen.hpp>
#include <fen/validate.hpp>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#if defined(__unix__) || defined(__APPLE__)
#  define FEN_INTEROP_POSIX 1
#  include <fcntl.h>
#  include <poll.h>
#  include <sys/types.h>
#  include <sys/wait.h>
#  include <unistd.h>
#else
#  define FEN_INTEROP_POSIX 0
#endif

namespace {

constexpr int skipped = 77;

#if FEN_INTEROP_POSIX

// How long Stockfish may take to answer one batch (or to start, or to quit) before it counts as
// hung. A batch takes a few milliseconds.
constexpr int answer_seconds = 20;
// Positions sent before their answers are read: small enough that the commands fit in the pipe
// to Stockfish (64 KiB on Linux; a position takes at most 120 bytes), so that writing never waits
// while Stockfish, its output pipe full, waits for us to read.
constexpr std::size_t batch_size = 64;

// ---------------------------------------------------------------------------------------------
// One Stockfish process, driven through two pipes.

class engine {
 public:
  // Starts `path`; on failure error() says why.
  explicit engine(const std::string& path) {
    int to_engine[2];
    int from_engine[2];
    if (pipe(to_engine) != 0 || pipe(from_engine) != 0) {
      error_ = std::string("pipe: ") + std::strerror(errno);
      return;
    }
    pid_ = fork();
    if (pid_ < 0) {
      error_ = std::string("fork: ") + std::strerror(errno);
      return;
    }
    if (pid_ == 0) {
      dup2(to_engine[0], STDIN_FILENO);
      dup2(from_engine[1], STDOUT_FILENO);
      close(to_engine[0]);
      close(to_engine[1]);
      close(from_engine[0]);
      close(from_engine[1]);
      execl(path.c_str(), path.c_str(), static_cast<char*>(nullptr));
      std::fprintf(stderr, "interop_check: cannot run %s: %s\n", path.c_str(), std::strerror(errno));
      _exit(127);
    }
    close(to_engine[0]);
    close(from_engine[1]);
    in_ = to_engine[1];
    out_ = from_engine[0];
    fcntl(in_, F_SETFD, FD_CLOEXEC);
    fcntl(out_, F_SETFD, FD_CLOEXEC);
  }

  engine(const engine&) = delete;
  engine& operator=(const engine&) = delete;

  ~engine() {
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
    if (in_ >= 0) close(in_);
    if (out_ >= 0) close(out_);
  }

  const std::string& error() const { return error_; }
  bool ok() const { return error_.empty(); }

  bool send(std::string_view text) {
    while (ok() && !text.empty()) {
      const ssize_t n = write(in_, text.data(), text.size());
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) return fail(std::string("writing to Stockfish failed: ") + std::strerror(errno));
      text.remove_prefix(static_cast<std::size_t>(n));
    }
    return ok();
  }

  // Reads lines until one equals `last`, calling on_line(line) for each before it; fails when that
  // takes longer than answer_seconds, or Stockfish closes its output (it exited or crashed).
  template <typename OnLine>
  bool read_until(std::string_view last, OnLine on_line) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(answer_seconds);
    while (ok()) {
      const std::size_t end = buffer_.find('\n', scanned_);
      if (end != std::string::npos) {
        std::string_view line(buffer_.data() + scanned_, end - scanned_);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        scanned_ = end + 1;
        if (line == last) {
          buffer_.erase(0, scanned_);
          scanned_ = 0;
          return true;
        }
        on_line(line);
        continue;
      }
      buffer_.erase(0, scanned_);
      scanned_ = 0;
      const auto left =
          std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0) {
        return fail("Stockfish did not answer within " + std::to_string(answer_seconds) + " s (waiting for \"" +
                    std::string(last) + "\"): it hangs");
      }
      pollfd p{out_, POLLIN, 0};
      const int ready = poll(&p, 1, static_cast<int>(left.count()));
      if (ready < 0 && errno == EINTR) continue;
      if (ready < 0) return fail(std::string("poll: ") + std::strerror(errno));
      if (ready == 0) continue;  // the deadline check above says it
      char chunk[65536];
      const ssize_t n = read(out_, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) return fail(std::string("reading from Stockfish failed: ") + std::strerror(errno));
      if (n == 0) return fail("Stockfish closed its output (waiting for \"" + std::string(last) + "\"): " + reap());
      buffer_.append(chunk, static_cast<std::size_t>(n));
    }
    return false;
  }

  // Sends quit and waits for Stockfish to exit; true when it exited with status 0.
  bool quit() {
    if (!send("quit\n")) return false;
    close(in_);
    in_ = -1;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(answer_seconds);
    while (std::chrono::steady_clock::now() < deadline) {
      int status = 0;
      const pid_t done = waitpid(pid_, &status, WNOHANG);
      if (done == pid_) {
        pid_ = -1;
        if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return true;
        return fail("Stockfish did not quit cleanly: " + describe(status));
      }
      if (done < 0 && errno != EINTR) return fail(std::string("waitpid: ") + std::strerror(errno));
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return fail("Stockfish did not exit within " + std::to_string(answer_seconds) + " s of quit");
  }

 private:
  bool fail(std::string why) {
    if (error_.empty()) error_ = std::move(why);
    return false;
  }

  static std::string describe(int status) {
    if (WIFSIGNALED(status)) {
      const int s = WTERMSIG(status);
      return "killed by signal " + std::to_string(s) + " (" + strsignal(s) + ")";
    }
    if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
    return "status " + std::to_string(status);
  }

  // Waits a moment for the process that closed its output, and says how it ended.
  std::string reap() {
    for (int i = 0; i < 200; ++i) {
      int status = 0;
      if (waitpid(pid_, &status, WNOHANG) == pid_) {
        pid_ = -1;
        return describe(status);
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return "it closed its output but is still running";
  }

  pid_t pid_ = -1;
  int in_ = -1;
  int out_ = -1;
  std::string buffer_;
  std::size_t scanned_ = 0;
  std::string error_;
};

// ---------------------------------------------------------------------------------------------
// What is compared.

constexpr std::uint32_t int_max = 2147483647u;
constexpr std::uint32_t fullmove_limit = 1u << 30;  // 2 * (fullmove - 1) fits in an int up to here

enum kind : int { en_passant_capture_illegal, fullmove_zero, fullmove_past_2_30, halfmove_past_int_max, kind_count };
constexpr const char* kind_names[kind_count] = {"en_passant_capture_illegal", "fullmove_zero", "fullmove_past_2^30",
                                                "halfmove_past_2^31-1"};

struct example {
  std::string where;
  bool own = false;
  std::string expected;
  std::string stockfish;
};

struct source_counts {
  std::string name;
  long lines = 0;
  long blank = 0;
  long not_parsed = 0;
  long illegal = 0;
  long sent = 0;
};

struct tally {
  long compared = 0;
  long identical = 0;
  long chess960 = 0;              // compared with UCI_Chess960 on, in Shredder notation
  long en_passant_both_drop = 0;  // stored square, no capture possible: Stockfish and only_if_legal drop it
  long kinds[kind_count] = {};
  example first[kind_count];
  long failures = 0;
};

// A position waiting for Stockfish's answer.
struct pending {
  std::string where;  // file:line
  std::string line;   // as read
  bool own = false;   // one of own_positions
  fen::position position;
  bool chess960 = false;
  std::string sent;      // fen::serialize(p), what Stockfish reads
  std::string expected;  // what fen writes with Stockfish's choices: only_if_legal, the castling notation
};

std::vector<std::string_view> fields_of(std::string_view fen) {
  std::vector<std::string_view> fields;
  while (!fen.empty()) {
    const std::size_t space = fen.find(' ');
    fields.push_back(fen.substr(0, space));
    if (space == std::string_view::npos) break;
    fen.remove_prefix(space + 1);
  }
  return fields;
}

// Castling rights Stockfish reads and writes only in Chess960 mode: a king off the e-file, or a
// rook off its corner.
bool needs_chess960(const fen::position& p) {
  for (const fen::color c : {fen::color::white, fen::color::black}) {
    const int rank = c == fen::color::white ? 0 : 7;
    for (const fen::castling_side side : {fen::castling_side::king_side, fen::castling_side::queen_side}) {
      const auto file = p.castling.rook_file(c, side);
      if (!file) continue;
      const int corner = side == fen::castling_side::king_side ? 7 : 0;
      if (*file != corner || p.at(fen::square(4, rank)) != fen::piece(c, fen::piece_type::king)) return true;
    }
  }
  return false;
}

std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

void compare(const pending& q, std::string_view stockfish, tally& t) {
  ++t.compared;
  if (q.chess960) ++t.chess960;
  const fen::position& p = q.position;
  if (p.en_passant && !fen::en_passant_capture_possible(p)) ++t.en_passant_both_drop;
  if (stockfish == q.expected) {
    ++t.identical;
    return;
  }
  const auto ours = fields_of(q.expected);
  const auto theirs = fields_of(stockfish);
  bool found[kind_count] = {};
  bool allowed = ours.size() == 6 && theirs.size() == 6;
  for (std::size_t i = 0; allowed && i < 3; ++i) allowed = ours[i] == theirs[i];
  if (allowed && ours[3] != theirs[3]) {
    found[en_passant_capture_illegal] = ours[3] == "-" && p.en_passant && theirs[3] == p.en_passant->name() &&
                                        fen::en_passant_capture_possible(p) && !fen::en_passant_capture_legal(p);
    allowed = found[en_passant_capture_illegal];
  }
  if (allowed && (ours[4] != theirs[4] || ours[5] != theirs[5])) {
    // The counters as Stockfish 15.1 holds them.
    std::uint32_t halfmove = p.halfmove_clock;
    std::uint32_t fullmove = p.fullmove_number;
    if (halfmove > int_max) {
      found[halfmove_past_int_max] = true;
      halfmove = int_max;
      fullmove = 1;
    } else if (fullmove == 0) {
      found[fullmove_zero] = true;
      fullmove = 1;
    } else if (fullmove > fullmove_limit) {
      found[fullmove_past_2_30] = true;
      fullmove = 1;
    }
    allowed = theirs[4] == std::to_string(halfmove) && theirs[5] == std::to_string(fullmove);
  }
  if (!allowed) {
    if (++t.failures <= 20) {
      std::printf("DIFFERENT at %s%s:\n", q.where.c_str(), q.chess960 ? " (UCI_Chess960 on)" : "");
      if (q.line != q.sent) std::printf("  line:            %s\n", quoted(q.line).c_str());
      std::printf("  fen writes:      %s\n  fen expects:     %s\n  Stockfish wrote: %s\n", quoted(q.sent).c_str(),
                  quoted(q.expected).c_str(), quoted(stockfish).c_str());
    }
    return;
  }
  for (int k = 0; k < kind_count; ++k) {
    if (!found[k]) continue;
    // The example shown: the first from a file, or the program's own where no file has one.
    if (t.kinds[k]++ == 0 || (t.first[k].own && !q.own))
      t.first[k] = {q.where, q.own, q.expected, std::string(stockfish)};
  }
}

// Sends the batch, reads one `Fen:` line for each position, compares. False when Stockfish failed.
bool run_batch(engine& e, std::vector<pending>& batch, bool& chess960_mode, tally& t) {
  if (batch.empty()) return true;
  std::string commands;
  for (const pending& q : batch) {
    if (q.chess960 != chess960_mode) {
      chess960_mode = q.chess960;
      commands +=
          chess960_mode ? "setoption name UCI_Chess960 value true\n" : "setoption name UCI_Chess960 value false\n";
    }
    commands += "position fen " + q.sent + "\nd\n";
  }
  commands += "isready\n";
  if (!e.send(commands)) return false;
  std::vector<std::string> answers;
  if (!e.read_until("readyok", [&](std::string_view line) {
        if (line.substr(0, 5) == "Fen: ") answers.emplace_back(line.substr(5));
      }))
    return false;
  if (answers.size() != batch.size()) {
    std::printf("FAILED: Stockfish wrote %zu Fen lines for %zu positions (from %s on)\n", answers.size(), batch.size(),
                batch.front().where.c_str());
    ++t.failures;
    batch.clear();
    return true;
  }
  for (std::size_t i = 0; i < batch.size(); ++i) compare(batch[i], answers[i], t);
  batch.clear();
  return true;
}

// Reads the lines of one source into batches; false when Stockfish failed.
bool check_lines(engine& e, const std::vector<std::string>& lines, bool own, source_counts& s, bool& chess960_mode,
                 tally& t) {
  std::vector<pending> batch;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string& line = lines[i];
    ++s.lines;
    if (line.find_first_not_of(" \t\r") == std::string::npos) {
      ++s.blank;
      continue;
    }
    // A FEN, or else an EPD line as lenient parse_epd reads it (a test suite's line, a FEN with
    // perft counts after it).
    std::optional<fen::position> position;
    bool legal = false;
    if (const auto fen_line = fen::parse(line)) {
      position = *fen_line;
      legal = fen::validate(*position).legal();
    } else if (const auto epd_line = fen::parse_epd<fen::basic_epd_record<256, 4096>>(line)) {
      position = epd_line->position;
      legal = fen::validate(*epd_line).legal();
    }
    if (!position) {
      ++s.not_parsed;
      continue;
    }
    if (!legal) {
      ++s.illegal;
      continue;
    }
    ++s.sent;
    pending q;
    q.where = s.name + ":" + std::to_string(i + 1);
    q.line = line;
    q.own = own;
    q.position = *position;
    q.chess960 = needs_chess960(q.position);
    q.sent = std::string(fen::serialize(q.position).view());
    const fen::serialize_options notation{q.chess960 ? fen::castling_notation::shredder : fen::castling_notation::xfen};
    q.expected = std::string(fen::serialize(q.position, notation, fen::en_passant_output::only_if_legal).view());
    batch.push_back(std::move(q));
    if (batch.size() == batch_size && !run_batch(e, batch, chess960_mode, t)) return false;
  }
  return run_batch(e, batch, chess960_mode, t);
}

// Positions of the program's own, one for each allowed difference and for what Stockfish and
// fen's only_if_legal output agree on, so that every run shows each kind.
const std::vector<std::string> own_positions = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",    // no capture possible: both drop e3
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",  // a legal capture: both keep f6
    "4k3/6b1/8/3pP3/8/2K5/8/8 w - d6 0 2",                            // e5 pinned to c3 by g7: Stockfish keeps d6
    "8/8/8/K2pP2r/8/8/8/7k w - d6 0 2",                               // exd6 opens the rank to h5: Stockfish keeps d6
    "4k3/8/8/8/8/8/8/4K3 w - - 0 0",                                  // fullmove 0: Stockfish writes 1
    "4k3/8/8/8/8/8/8/4K3 b - - 3 1073741824",                         // 2^30: kept
    "4k3/8/8/8/8/8/8/4K3 w - - 3 1073741825",                         // 2^30 + 1: Stockfish writes 1
    "4k3/8/8/8/8/8/8/4K3 w - - 3 4294967295",                         // past 2^31-1: Stockfish writes 1
    "4k3/8/8/8/8/8/8/4K3 b - - 2147483647 9",                         // 2^31-1: kept
    "4k3/8/8/8/8/8/8/4K3 b - - 4294967295 9",                         // Stockfish: 2147483647 1
    "bqnb1rkr/pppppppp/8/8/8/8/PPPPPPPP/BQNB1RKR w KQkq - 0 1",       // Chess960: Stockfish writes HFhf
    "1r2k3/8/8/8/8/8/8/RR2K3 w Bb - 0 1",                             // an inner rook (X-FEN B): Stockfish writes B
};

int run(const std::string& stockfish, const std::vector<std::string>& files) {
  if (stockfish.empty() || stockfish.find("NOTFOUND") != std::string::npos) {
    std::printf(
        "INTEROP TEST SKIPPED: stockfish was not found when the build was configured (Debian: apt-get install "
        "stockfish, then configure again; or set FEN_STOCKFISH_EXECUTABLE)\n");
    return skipped;
  }
  if (access(stockfish.c_str(), X_OK) != 0) {
    std::printf("INTEROP TEST SKIPPED: no program to run at %s (FEN_STOCKFISH_EXECUTABLE): %s\n", stockfish.c_str(),
                std::strerror(errno));
    return skipped;
  }
  // Read every file first: a file that cannot be read is bad usage, not a Stockfish failure.
  std::vector<source_counts> sources;
  std::vector<std::vector<std::string>> contents;
  sources.push_back({"built-in"});
  contents.push_back(own_positions);
  for (const std::string& file : files) {
    std::ifstream in(file);
    if (!in) {
      std::fprintf(stderr, "interop_check: cannot open %s\n", file.c_str());
      return 2;
    }
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    sources.push_back({file});
    contents.push_back(std::move(lines));
  }

  std::signal(SIGPIPE, SIG_IGN);  // a Stockfish that died makes write fail with EPIPE instead
  const auto start = std::chrono::steady_clock::now();
  engine e(stockfish);
  std::string name = "(no id name)";
  e.send("uci\n") && e.read_until("uciok", [&](std::string_view line) {
    if (line.substr(0, 8) == "id name ") name = std::string(line.substr(8));
  });
  if (e.ok()) std::printf("engine: %s (%s)\n", name.c_str(), stockfish.c_str());

  tally t;
  bool chess960_mode = false;
  for (std::size_t i = 0; i < sources.size() && e.ok(); ++i)
    check_lines(e, contents[i], i == 0, sources[i], chess960_mode, t);
  if (e.ok()) e.quit();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  for (const source_counts& s : sources) {
    std::printf("%s: %ld lines, %ld sent to Stockfish; skipped: %ld blank, %ld not parsed, %ld illegal\n",
                s.name.c_str(), s.lines, s.sent, s.blank, s.not_parsed, s.illegal);
  }
  std::printf("compared %ld positions with Stockfish in %.2f s: %ld identical to fen's only_if_legal output",
              t.compared, seconds, t.identical);
  std::printf(
      " (%ld with UCI_Chess960 on, in Shredder notation; %ld en passant squares without a possible capture,"
      " dropped by both)\n",
      t.chess960, t.en_passant_both_drop);
  std::printf("allowed differences:\n");
  for (int k = 0; k < kind_count; ++k) {
    std::printf("  %-27s %ld", kind_names[k], t.kinds[k]);
    if (t.kinds[k] > 0) {
      std::printf("  e.g. %s: fen %s, Stockfish %s", t.first[k].where.c_str(), quoted(t.first[k].expected).c_str(),
                  quoted(t.first[k].stockfish).c_str());
    }
    std::printf("\n");
  }
  std::printf("other differences: %ld\n", t.failures);
  if (!e.ok()) {
    std::printf("FAILED: %s\n", e.error().c_str());
    return 1;
  }
  if (t.failures > 0) {
    std::printf("FAILED: %ld differences that are not allowed (the first are shown above)\n", t.failures);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}

#else

int run(const std::string&, const std::vector<std::string>&) {
  std::printf("INTEROP TEST SKIPPED: driving Stockfish through pipes needs POSIX (fork, pipe, poll)\n");
  return skipped;
}

#endif

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: fen_interop_check STOCKFISH FILE...\n");
    return 2;
  }
  return run(argv[1], std::vector<std::string>(argv + 2, argv + argc));
}

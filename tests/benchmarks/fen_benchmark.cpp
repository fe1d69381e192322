// Speed of fen over a corpus of FENs held in memory: parse (lenient and strict), serialize, a round
// trip, and (when fen/validate.hpp is there) validate and the en passant legality check.
//
// Not a test: it never fails on time. Each figure is the median of many passes over the whole
// corpus, and is printed next to two floors measured in the same run (summing every byte of each
// FEN, and copying each FEN's bytes), so that a noisy, shared machine still gives steady ratios.
//
//     fen_benchmark [corpus.fen | corpus.fen.xz] [--reps N] [--limit N] [--only NAME]
//
// The corpus is one FEN per line. A path ending in .xz is read through `xz -dc` where popen exists.
#include <fen/fen.hpp>

#if defined(__has_include)
#  if __has_include(<fen/validate.hpp>)
#    include <fen/validate.hpp>
#    define FEN_BENCH_HAS_VALIDATE 1
#  endif
#endif
#ifndef FEN_BENCH_HAS_VALIDATE
#  define FEN_BENCH_HAS_VALIDATE 0
#endif

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#ifndef FEN_BENCH_DEFAULT_CORPUS
#  define FEN_BENCH_DEFAULT_CORPUS ""
#endif

namespace {

// ---------------------------------------------------------------------------------------------
// Keeping the optimiser honest: results escape through an empty asm statement that the compiler
// must assume reads them (and all memory), and a checksum of results is printed at the end.
#if defined(__GNUC__) || defined(__clang__)
template <class T>
inline void escape(const T& value) noexcept {
  asm volatile("" : : "r"(&value) : "memory");
}
// Makes `value` unknown to the compiler after this point, one register at a time: no vectorising,
// no folding of a loop into a closed form.
template <class T>
inline void opaque(T& value) noexcept {
  asm("" : "+r"(value));
}
#else
volatile const void* escape_sink;
template <class T>
inline void escape(const T& value) noexcept {
  escape_sink = &value;
}
template <class T>
inline void opaque(T& value) noexcept {
  volatile T copy = value;
  value = copy;
}
#endif

struct corpus {
  std::string text;                      // every FEN, one after another, '\n' between them
  std::vector<std::string_view> lines;   // views into `text`
  std::size_t bytes = 0;                 // FEN bytes, newlines not counted
  std::vector<fen::position> positions;  // the lines, parsed beforehand for serialize and validate
};

bool read_all(const std::string& path, std::string& out) {
  std::FILE* in = nullptr;
  bool piped = false;
  if (path.size() > 3 && path.compare(path.size() - 3, 3, ".xz") == 0) {
#if defined(__unix__) || defined(__APPLE__)
    const std::string command = "xz -dc '" + path + "'";
    in = popen(command.c_str(), "r");
    piped = true;
#else
    std::fprintf(stderr, "cannot decompress %s here; decompress it first (xz -dc)\n", path.c_str());
    return false;
#endif
  } else {
    in = std::fopen(path.c_str(), "rb");
  }
  if (in == nullptr) return false;
  char buffer[1 << 16];
  std::size_t n = 0;
  while ((n = std::fread(buffer, 1, sizeof buffer, in)) > 0) out.append(buffer, n);
#if defined(__unix__) || defined(__APPLE__)
  if (piped) return pclose(in) == 0 && !out.empty();
#endif
  (void)piped;
  std::fclose(in);
  return !out.empty();
}

bool load(const std::string& path, std::size_t limit, corpus& c) {
  if (!read_all(path, c.text)) return false;
  std::size_t at = 0;
  while (at < c.text.size() && c.lines.size() < limit) {
    std::size_t end = c.text.find('\n', at);
    if (end == std::string::npos) end = c.text.size();
    std::size_t stop = end;
    if (stop > at && c.text[stop - 1] == '\r') --stop;
    if (stop > at) c.lines.emplace_back(c.text.data() + at, stop - at);
    at = end + 1;
  }
  for (std::string_view line : c.lines) {
    c.bytes += line.size();
    const auto r = fen::parse(line);
    if (!r) {
      std::fprintf(stderr, "not a FEN: %.*s (%s)\n", static_cast<int>(line.size()), line.data(),
                   r.error().message().c_str());
      return false;
    }
    c.positions.push_back(*r);
  }
  return !c.lines.empty();
}

// ---------------------------------------------------------------------------------------------
// The measured work: each function makes one pass over the corpus and returns a checksum.

// Floor 1: read every byte of each FEN and add it up, one byte at a time. `opaque` after each add
// keeps the sum in a register the compiler knows nothing about, so it cannot turn the loop into
// 16-byte vector adds: the floor is what reading text byte by byte costs.
std::uint64_t bench_floor_byte_sum(const corpus& c) {
  std::uint64_t sum = 0;
  for (std::string_view line : c.lines) {
    for (const char ch : line) {
      sum += static_cast<unsigned char>(ch);
      opaque(sum);
    }
  }
  return sum;
}

// Floor 2: copy each FEN's bytes into a buffer the size of serialize's result, with the C
// library's memcpy. (`opaque` hides the bound on the length: knowing it, compilers expand the copy
// into `rep movs`, which is several times slower for 50 bytes and would flatter every ratio.)
std::uint64_t bench_floor_copy(const corpus& c) {
  std::uint64_t sum = 0;
  char buffer[fen::max_fen_length + 1];
  for (std::string_view line : c.lines) {
    std::size_t n = line.size() < sizeof buffer ? line.size() : sizeof buffer;
    opaque(n);
    std::memcpy(buffer, line.data(), n);
    escape(buffer);
    sum += static_cast<unsigned char>(buffer[n - 1]);
  }
  return sum;
}

inline std::uint64_t digest(const fen::result<fen::position>& r) noexcept {
  escape(r);
  if (!r) return 1000 + static_cast<std::uint64_t>(r.error().code);
  return r->board[4].code() + r->halfmove_clock + (r->en_passant ? 7u : 0u);
}

std::uint64_t bench_parse_lenient(const corpus& c) {
  std::uint64_t sum = 0;
  for (std::string_view line : c.lines) sum += digest(fen::parse(line));
  return sum;
}

std::uint64_t bench_parse_strict(const corpus& c) {
  std::uint64_t sum = 0;
  for (std::string_view line : c.lines) sum += digest(fen::parse(line, fen::strictness::strict));
  return sum;
}

std::uint64_t bench_serialize(const corpus& c) {
  std::uint64_t sum = 0;
  for (const fen::position& p : c.positions) {
    const fen::fen_string s = fen::serialize(p);
    escape(s);
    sum += s.size() + static_cast<unsigned char>(s[s.size() / 2]);
  }
  return sum;
}

std::uint64_t bench_round_trip(const corpus& c) {
  std::uint64_t sum = 0;
  for (std::string_view line : c.lines) {
    const auto r = fen::parse(line);
    if (!r) {
      sum += 1000;
      continue;
    }
    const fen::fen_string s = fen::serialize(*r);
    escape(s);
    sum += s.size() + static_cast<unsigned char>(s[s.size() / 2]);
  }
  return sum;
}

#if FEN_BENCH_HAS_VALIDATE
std::uint64_t bench_validate(const corpus& c) {
  std::uint64_t sum = 0;
  for (const fen::position& p : c.positions) {
    const auto report = fen::validate(p);
    escape(report);
    sum += report.size();
  }
  return sum;
}

std::uint64_t bench_en_passant_check(const corpus& c) {
  std::uint64_t sum = 0;
  for (const fen::position& p : c.positions) {
    const bool legal = fen::en_passant_capture_legal(p);
    escape(legal);
    sum += legal ? 1u : 0u;
  }
  return sum;
}
#endif

// ---------------------------------------------------------------------------------------------
// The harness.

enum class floor_kind { none, byte_sum, copy };

struct benchmark {
  const char* name;
  std::uint64_t (*run)(const corpus&);
  floor_kind floor;
  const char* relative_to;  // another row this one is also compared with, or nullptr
  std::vector<double> seconds{};
  double median = 0;
};

bool is_floor(const benchmark& b) { return std::strncmp(b.name, "floor:", 6) == 0; }

double median_of(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

void usage() {
  std::fprintf(stderr,
               "usage: fen_benchmark [corpus.fen | corpus.fen.xz] [--reps N] [--limit N] [--only NAME]\n"
               "  --reps N    passes over the corpus per row (default 31); each figure is their median\n"
               "  --limit N   use only the first N lines\n"
               "  --only NAME run only the row NAME (and the floors), e.g. under callgrind\n");
}

}  // namespace

int main(int argc, char** argv) {
  std::string path = FEN_BENCH_DEFAULT_CORPUS;
  int reps = 31;
  std::size_t limit = static_cast<std::size_t>(-1);
  std::string only;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--reps" && i + 1 < argc) {
      reps = std::max(1, std::atoi(argv[++i]));
    } else if (arg == "--limit" && i + 1 < argc) {
      limit = static_cast<std::size_t>(std::strtoull(argv[++i], nullptr, 10));
    } else if (arg == "--only" && i + 1 < argc) {
      only = argv[++i];
    } else if (arg == "--help" || arg == "-h") {
      usage();
      return 0;
    } else if (!arg.empty() && arg[0] != '-') {
      path = arg;
    } else {
      usage();
      return 2;
    }
  }
  if (path.empty()) {
    usage();
    return 2;
  }
  corpus c;
  if (!load(path, limit, c)) {
    std::fprintf(stderr, "fen_benchmark: cannot read a corpus of FENs from %s\n", path.c_str());
    return 2;
  }

  std::vector<benchmark> rows = {
    {"floor: byte sum", bench_floor_byte_sum, floor_kind::none, nullptr},
    {"floor: copy", bench_floor_copy, floor_kind::none, nullptr},
    {"parse lenient", bench_parse_lenient, floor_kind::byte_sum, nullptr},
    {"parse strict", bench_parse_strict, floor_kind::byte_sum, nullptr},
    {"serialize", bench_serialize, floor_kind::copy, nullptr},
    {"round trip", bench_round_trip, floor_kind::byte_sum, nullptr},
#if FEN_BENCH_HAS_VALIDATE
    {"validate", bench_validate, floor_kind::none, "parse lenient"},
    {"en passant check", bench_en_passant_check, floor_kind::none, "parse lenient"},
#endif
  };
  if (!only.empty()) {
    rows.erase(
        std::remove_if(rows.begin(), rows.end(), [&](const benchmark& b) { return !is_floor(b) && only != b.name; }),
        rows.end());
    if (rows.size() == 2) {
      std::fprintf(stderr, "fen_benchmark: no row named '%s'\n", only.c_str());
      return 2;
    }
  }

  // Passes interleave the rows, so that a burst of load on the machine hits every row alike.
  std::uint64_t checksum = 0;
  for (benchmark& b : rows) checksum += b.run(c);  // warm-up
  for (int rep = 0; rep < reps; ++rep) {
    for (benchmark& b : rows) {
      const auto start = std::chrono::steady_clock::now();
      checksum += b.run(c);
      const auto stop = std::chrono::steady_clock::now();
      b.seconds.push_back(std::chrono::duration<double>(stop - start).count());
    }
  }
  for (benchmark& b : rows) b.median = median_of(b.seconds);

  const double n = static_cast<double>(c.lines.size());
  const double mb = static_cast<double>(c.bytes) / 1e6;
  const double byte_sum = rows[0].median;
  const double copy = rows[1].median;
  std::printf("fen %d.%d.%d benchmark: %zu FENs, %.2f bytes a FEN, median of %d passes\n", FEN_VERSION_MAJOR,
              FEN_VERSION_MINOR, FEN_VERSION_PATCH, c.lines.size(), static_cast<double>(c.bytes) / n, reps);
#if defined(__clang__)
  std::printf("compiler: clang %d.%d, C++ %ld\n", __clang_major__, __clang_minor__, static_cast<long>(__cplusplus));
#elif defined(__GNUC__)
  std::printf("compiler: g++ %d.%d, C++ %ld\n", __GNUC__, __GNUC_MINOR__, static_cast<long>(__cplusplus));
#endif
  std::printf("%-18s %10s %10s %8s  %s\n", "", "ns/FEN", "MB/s", "ratio", "to");
  for (const benchmark& b : rows) {
    const double ns = b.median * 1e9 / n;
    std::printf("%-18s %10.1f %10.1f", b.name, ns, mb / b.median);
    if (b.floor == floor_kind::byte_sum)
      std::printf(" %8.2f  byte-sum floor", b.median / byte_sum);
    else if (b.floor == floor_kind::copy)
      std::printf(" %8.2f  copy floor", b.median / copy);
    if (b.relative_to != nullptr) {
      for (const benchmark& other : rows)
        if (std::strcmp(other.name, b.relative_to) == 0) std::printf(" %8.2f  %s", b.median / other.median, other.name);
    }
    std::printf("\n");
  }
#if !FEN_BENCH_HAS_VALIDATE
  std::printf("(validate and en passant check: fen/validate.hpp not found)\n");
#endif
  std::printf("checksum %llu\n", static_cast<unsigned long long>(checksum));
  return 0;
}

// Tests of the `fen` command-line tool: the sample lines the test files share, FEN lines of every
// kind and EPD lines of every kind, with what `fen normalize` writes for the EPD ones.
#pragma once

#include <string>
#include <vector>

namespace tool_tests {

// Lines of every kind: good, lenient only, each kind of parse error, and positions that parse but
// that the validator should object to.
inline const std::vector<std::string> mixed_lines = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w  KQkq  -",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_HAha_-_0_1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQXq - 0 1",
    "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 trailing",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
    "8/8/8/8/8/8/8/8 w - - 0 1",
    "4k3/8/8/8/8/8/8/4K2K w - - 0 1",
    "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",
    "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1",
    "4k3/8/8/8/8/8/8/4K3 w - e3 0 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
    "4k3/8/8/8/8/8/8/4K3 w - - 200 1",
    "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",
};

// EPD lines of every kind: canonical, lenient only, with counters, strings with escapes and UTF-8,
// positions the validator objects to, and each kind of error, in the position fields and after.
inline const std::vector<std::string> epd_lines = {
    // 0-7: parse, no problem
    "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001\";",
    "8/7p/5k2/5p2/p1p2P2/Pr1pPK2/1P1R3P/8 b - -  bm Rxb2;id \"WAC.002\"",
    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - bm Qxf7#; c0 \"Scholar's mate\"; acd 12; "
    "ce +32767; pv Qxf7#;",
    "4k3/8/8/8/8/8/8/4K3 w - - id \"say \\\"hi\\\" \\\\ back\";",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 hmvc 0; fmvn 1;",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\tw  HAha -\tbm e4 d4 ;  id \"start\"",
    "4k3/8/8/8/8/8/8/4K3 w - -",
    "4k3/8/8/8/8/8/8/4K3 w - - c0 \"caf\xC3\xA9\";",
    // 8-10: parse, with problems
    "4k3/8/8/8/8/8/8/4K3 w KQ - fmvn 0; id \"two problems\";",
    "4k3/8/8/8/8/8/8/4K3 w - e6 hmvc 5; fmvn 2;",
    "4k3/8/8/8/8/8/8/4K3 w - - hmvc 200; fmvn 3;",
    // 11-18: do not parse
    "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001;",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQXq - bm e4;",
    "4k3/8/8/8/8/8/8/4K3 w - - bm: e4;",
    "4k3/8/8/8/8/8/8/4K3 w -",
    "4k3/8/8/8/8/8/8/4K3 w - - bm e4; 7 x;",
    "4k3/8/8/8/8/8/8/4K3 w - - hmvc -1;",
    "4k3/8/8/8/8/8/8/4K3 w - - hmvc 1; hmvc 2;",
    "4k3/8/8/8/8/8/8/4K3 w - - bm e\"4;",
};

// What `fen normalize` writes for epd_lines[0] to [10], spelled out.
inline const std::vector<std::string> epd_canonical = {
    epd_lines[0],                                                                    // already canonical
    "8/7p/5k2/5p2/p1p2P2/Pr1pPK2/1P1R3P/8 b - - bm Rxb2; id \"WAC.002\";",           // blanks, ';'
    epd_lines[2],                                                                    // as written
    epd_lines[3],                                                                    // as written
    epd_lines[4],                                                                    // as written
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4 d4; id \"start\";",  // tabs, HAha, ';'
    epd_lines[6],                                                                    // as written
    epd_lines[7],                                                                    // as written
    epd_lines[8],                                                                    // as written
    epd_lines[9],                                                                    // as written
    epd_lines[10],                                                                   // as written
};

}  // namespace tool_tests

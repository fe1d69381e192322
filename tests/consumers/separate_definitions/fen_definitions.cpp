// The one translation unit of this program that holds fen's run-time definitions: FEN_DEFINITIONS,
// then every fen header the program calls (each defines its own).
#define FEN_DEFINITIONS
#include <fen/fen.hpp>
#include <fen/validate.hpp>

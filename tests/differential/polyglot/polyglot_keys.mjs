// The Polyglot cross-check, chess-tools' half: reads FENs on standard input, one a line, and writes
// for each `FEN;key`, the key as 16 lower-case hex digits from chess-tools 0.3.0
// (opening-books/polyglot, which reads the FEN with chess.js 0.10), or `FEN;error: why` for a FEN
// that chess-tools does not take.
//
// chess-tools 0.3.0 cannot hash a position as published, for two slips that this script mends from
// outside, without changing its code:
//   - index.js takes `peiceTypes` (sic) from encoding.js and then reads `pieceTypes`, which is not
//     defined: every call throws a ReferenceError. The table is offered under the name it reads.
//   - encoding.js takes the en passant numbers from offsets 764-767 of the table (four piece
//     numbers) instead of 772-779: a ready pawn on files a-d gets a wrong number, on e-h none at
//     all (a TypeError). The array index.js holds is filled with offsets 772-779 in place.
// How chess-tools picks the numbers is left as it is: every piece, the castling letters of the FEN
// (`KQkq`, whether or not the king and rook are there), the en passant file when a pawn of the side
// to move stands beside it on the rank in front, and the side to move.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const encoding = require('chess-tools/opening-books/polyglot/encoding.js');
globalThis.pieceTypes = encoding.pieceTypes;
encoding.RandomEnPassant.splice(0, encoding.RandomEnPassant.length, ...encoding.Random64.slice(772, 780));
const Polyglot = require('chess-tools/opening-books/polyglot/index.js');

const book = new Polyglot();
const out = [];
for (const line of readFileSync(0, 'latin1').split('\n')) {
  const fen = line.replace(/\r$/, '');
  if (fen === '') continue;
  let key;
  try {
    key = book.generate_hash(fen);
  } catch (e) {
    key = 'error: ' + String(e && e.message ? e.message : e).replace(/\s+/g, ' ');
  }
  out.push(fen + ';' + key);
}
process.stdout.write(out.join('\n') + (out.length ? '\n' : ''));

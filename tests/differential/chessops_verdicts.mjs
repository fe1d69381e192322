// The differential test against chessops, chessops' half: reads the inputs (one a line, 'x' and
// the bytes in hex), decodes each as UTF-8 (as a JavaScript program reading a file would), and
// writes one verdict a line:
//   ok <TAB> makeFen(parseFen(text)) <TAB> 1 if variant notation was read, else 0 <TAB> castling rook squares (0-63, comma separated)
//   err <TAB> the chessops error (ERR_BOARD, ERR_CASTLING, ...)
import { readFileSync, writeFileSync } from 'node:fs';
import { parseFen, makeFen } from 'chessops/fen';

const [inputsPath, outputPath] = process.argv.slice(2);
if (!inputsPath || !outputPath) {
  console.error('usage: node chessops_verdicts.mjs <inputs> <verdicts>');
  process.exit(2);
}

const out = [];
for (const line of readFileSync(inputsPath, 'latin1').split('\n')) {
  if (line === '') continue;
  const text = Buffer.from(line.slice(1), 'hex').toString('utf8');
  let verdict;
  try {
    const result = parseFen(text);
    if (result.isOk) {
      const setup = result.value;
      const variant = setup.pockets !== undefined || setup.remainingChecks !== undefined || !setup.board.promoted.isEmpty();
      verdict = ['ok', makeFen(setup), variant ? '1' : '0', [...setup.castlingRights].join(',')].join('\t');
    } else {
      verdict = 'err\t' + result.error.message;
    }
  } catch (e) {
    verdict = 'err\tTHREW ' + String(e).replace(/\s+/g, ' ');
  }
  out.push(verdict);
}
writeFileSync(outputPath, out.join('\n') + '\n');
console.log(`chessops ${JSON.parse(readFileSync(new URL('./node_modules/chessops/package.json', import.meta.url))).version}: ${out.length} verdicts`);

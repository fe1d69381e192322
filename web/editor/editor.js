// The board editor's page: drawing and input only. Every rule, message and FEN comes from fen,
// through the functions of wrapper.cpp (fen_web_state, fen_web_edit), which answer JSON; so do the
// pieces' drawings (fen_web_pieces: fen::svg_piece, the pieces of fen::svg's pictures).
// The page keeps the current answer (`view`) and sends each edit as a command on its FEN. Strings
// go to the module in memory allocated on its heap, with their size (see bind).
'use strict';

const files = 'abcdefgh';
const names = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };

const ui = {
  board: document.getElementById('board'),
  fen: document.getElementById('fen'),
  fenError: document.getElementById('fen-error'),
  notes: document.getElementById('notes'),
  reasons: document.getElementById('castling-reasons'),
  enPassant: document.getElementById('en-passant'),
  halfmove: document.getElementById('halfmove'),
  fullmove: document.getElementById('fullmove'),
  countersNote: document.getElementById('counters-note'),
  chess960: document.getElementById('chess960'),
  verdict: document.getElementById('verdict'),
  problems: document.getElementById('problems'),
};

let fen = null;     // the wrapper's functions (see bind), once the module is loaded
let view = null;    // the wrapper's last answer for the position shown
let selected = null;
let flipped = false;

const chess960 = () => (ui.chess960.checked ? 1 : 0);

function fillList(list, items) {
  list.replaceChildren(...items.map((text) => {
    const li = document.createElement('li');
    li.textContent = text;
    return li;
  }));
}

// ---------------------------------------------------------------------------------------------
// Drawing what the wrapper answered

// A counter the FEN did not give (four fields, or five) and no edit has set: its field is left
// empty, with the number the FEN writes for it as a grey placeholder, so that typing any number,
// that one too, sets it.
function showCounter(input, value, known) {
  input.value = known ? value : '';
  input.placeholder = String(value);
  input.title = known ? '' : `not given (written as ${value})`;
  input.classList.toggle('not-given', !known);
}

// One line on the counters not given, or '' when both are known.
function countersNote(answer) {
  const after = 'no problem that needs it is looked for until you set it.';
  if (!answer.halfmove_known && !answer.fullmove_known)
    return `Counters not given (the FEN writes ${answer.halfmove} ${answer.fullmove}): ` +
           'no problem that needs them is looked for until you set them.';
  if (!answer.halfmove_known) return `Halfmove clock not given (the FEN writes ${answer.halfmove}): ${after}`;
  if (!answer.fullmove_known) return `Move number not given (the FEN writes ${answer.fullmove}): ${after}`;
  return '';
}

// A piece as the page shows it: fen's drawing of the piece with FEN letter `letter`, in a
// <span class="piece white|black"> that fills its square.
function pieceElement(letter) {
  const white = letter === letter.toUpperCase();
  const piece = document.createElement('span');
  piece.className = `piece ${white ? 'white' : 'black'}`;
  piece.title = `${white ? 'white' : 'black'} ${names[letter.toLowerCase()]}`;
  piece.innerHTML = fen.pieces[letter];  // fen's own SVG text, no user input in it
  return piece;
}

function drawBoard() {
  const squares = [];
  for (let row = 0; row < 8; ++row) {
    for (let column = 0; column < 8; ++column) {
      const rank = flipped ? row : 7 - row;
      const file = flipped ? 7 - column : column;
      const name = files[file] + (rank + 1);
      const square = document.createElement('div');
      square.className = 'square ' + ((file + rank) % 2 ? 'light' : 'dark');
      square.dataset.square = name;
      const letter = view.board[rank * 8 + file];
      if (letter !== '.') square.appendChild(pieceElement(letter));
      if (column === 0) square.insertAdjacentHTML('beforeend', `<span class="coord rank">${rank + 1}</span>`);
      if (row === 7) square.insertAdjacentHTML('beforeend', `<span class="coord file">${files[file]}</span>`);
      squares.push(square);
    }
  }
  ui.board.replaceChildren(...squares);
}

function show(answer) {
  view = answer;
  drawBoard();
  ui.fen.value = view.fen;
  ui.fenError.hidden = true;
  document.querySelector(`[data-side="${view.side}"]`).checked = true;

  const reasons = [];
  for (const box of view.castling) {
    const input = document.querySelector(`[data-castling="${box.right}"]`);
    input.checked = box.held;
    input.disabled = !box.enabled && !box.held;
    input.title = box.reason;
    input.parentElement.querySelector('.castling-label').textContent = box.label;
    input.parentElement.classList.toggle('unavailable', !box.enabled);
    if (!box.enabled) reasons.push(`${box.right}: ${box.reason}`);
  }
  fillList(ui.reasons, reasons);

  const options = ['-', ...view.en_passant_options];
  if (!options.includes(view.en_passant)) options.push(view.en_passant);
  ui.enPassant.replaceChildren(...options.map((name) => new Option(name, name)));
  ui.enPassant.value = view.en_passant;
  ui.enPassant.disabled = options.length === 1;

  showCounter(ui.halfmove, view.halfmove, view.halfmove_known);
  showCounter(ui.fullmove, view.fullmove, view.fullmove_known);
  ui.countersNote.textContent = countersNote(view);
  ui.countersNote.hidden = ui.countersNote.textContent === '';
  fillList(ui.notes, view.notes);
  ui.verdict.textContent = '';
  ui.verdict.className = 'verdict';
  ui.problems.replaceChildren();
}

// The counters' being known goes with each edit: the FEN the page keeps is written whole.
function edit(command) {
  const answer = JSON.parse(fen.edit(view.fen, command, chess960(), view.halfmove_known, view.fullmove_known));
  if (answer.ok) show(answer);
}

function showFenError(lines) {
  ui.fenError.textContent = lines.join('\n');
  ui.fenError.hidden = false;
}

// A FEN typed or pasted into the field: shown when it parses; otherwise fen's words and a caret
// under the byte at fault (a NUL too), and the board stays as it was. Text longer than the
// wrapper reads (fen_web_max_fen_bytes, 4096 bytes) is refused here, before it reaches the module,
// with the same words the wrapper's guard would answer. The FEN shown, unchanged (Enter pressed
// again, or the change event after Enter), is not read again: its counters stay as they were.
function applyTypedFen() {
  const text = ui.fen.value;
  if (view && text === view.fen) {
    show(view);
    return;
  }
  const size = fen.byteLength(text);
  if (size > fen.maxFenBytes) {
    showFenError([`This text is ${size} bytes long; the editor reads a FEN of at most ${fen.maxFenBytes} bytes ` +
                  '(a FEN is under 100).']);
    return;
  }
  const answer = JSON.parse(fen.state(text, chess960()));
  if (answer.ok) {
    show(answer);
    return;
  }
  // The answer for a text too long has the message only.
  showFenError(answer.text === undefined ? [answer.message] : [answer.message, answer.text, answer.caret]);
}

function analyse() {
  const problems = view.problems;
  fillList(ui.problems, problems.map((p) => `${p.message} (${p.severity})`));
  if (problems.length === 0) {
    ui.verdict.textContent = 'Ready for an engine: fen finds nothing wrong with this position.';
    ui.verdict.className = 'verdict ready';
  } else {
    const count = problems.length === 1 ? 'one problem' : `${problems.length} problems`;
    ui.verdict.textContent = `Refused: ${count} to fix first.`;
    ui.verdict.className = 'verdict refused';
  }
}

function copyFen() {
  const text = view.fen;
  const fallback = () => {
    ui.fen.value = text;
    ui.fen.select();
    const done = document.execCommand('copy');
    fillList(ui.notes, [done ? 'FEN copied' : 'select the FEN field and copy it']);
  };
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(text).then(() => fillList(ui.notes, ['FEN copied']), fallback);
  } else {
    fallback();
  }
}

// ---------------------------------------------------------------------------------------------
// Input: a tap places the tray's piece, a drag moves the piece under the pointer

let press = null;  // { from, x, y, ghost }

function squareAt(x, y) {
  const element = document.elementFromPoint(x, y);
  const square = element && element.closest('[data-square]');
  return square ? square.dataset.square : null;
}

ui.board.addEventListener('pointerdown', (event) => {
  const square = event.target.closest('[data-square]');
  if (!square || !view) return;
  event.preventDefault();
  ui.board.setPointerCapture(event.pointerId);
  press = { from: square.dataset.square, x: event.clientX, y: event.clientY, ghost: null };
});

ui.board.addEventListener('pointermove', (event) => {
  if (!press) return;
  const far = Math.abs(event.clientX - press.x) + Math.abs(event.clientY - press.y) > 6;
  if (!press.ghost && far) {
    const piece = ui.board.querySelector(`[data-square="${press.from}"] .piece`);
    if (!piece) return;
    press.ghost = piece.cloneNode(true);
    press.ghost.classList.add('ghost');
    document.body.appendChild(press.ghost);
    piece.classList.add('lifted');
  }
  if (press.ghost) {
    press.ghost.style.left = `${event.clientX}px`;
    press.ghost.style.top = `${event.clientY}px`;
  }
});

function endPress(event, cancelled) {
  if (!press) return;
  const { from, ghost } = press;
  press = null;
  if (ghost) ghost.remove();
  if (cancelled) {
    drawBoard();
    return;
  }
  const to = squareAt(event.clientX, event.clientY);
  if (ghost) {
    if (to && to !== from) edit(`move ${from} ${to}`);
    else drawBoard();
  } else if (to === from && selected) {
    edit(`put ${from} ${selected === 'remove' ? '-' : selected}`);
  }
}

ui.board.addEventListener('pointerup', (event) => endPress(event, false));
ui.board.addEventListener('pointercancel', (event) => endPress(event, true));

document.getElementById('tray').addEventListener('click', (event) => {
  const item = event.target.closest('button[data-piece]');
  if (!item) return;
  selected = item.dataset.piece;
  for (const other of document.querySelectorAll('#tray button[data-piece]'))
    other.setAttribute('aria-pressed', String(other === item));
});

for (const radio of document.querySelectorAll('[data-side]'))
  radio.addEventListener('change', () => edit(`side ${radio.value}`));
for (const box of document.querySelectorAll('[data-castling]'))
  box.addEventListener('change', () => edit(`castle ${box.dataset.castling} ${box.checked ? 1 : 0}`));
ui.chess960.addEventListener('change', () => edit('settle'));
ui.enPassant.addEventListener('change', () => edit(`ep ${ui.enPassant.value}`));
ui.halfmove.addEventListener('change', () => edit(`halfmove ${ui.halfmove.value.trim()}`));
ui.fullmove.addEventListener('change', () => edit(`fullmove ${ui.fullmove.value.trim()}`));

ui.fen.addEventListener('change', applyTypedFen);
ui.fen.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') applyTypedFen();
});

const actions = {
  start: () => edit('start'),
  clear: () => edit('clear'),
  flip: () => {
    flipped = !flipped;
    drawBoard();
  },
  copy: copyFen,
  analyse,
};
for (const button of document.querySelectorAll('[data-action]'))
  button.addEventListener('click', () => view && actions[button.dataset.action]());

// The wrapper's functions. Each string is copied, as UTF-8, into memory allocated on the module's
// heap and passed with its size in bytes, then freed: never onto the module's stack (which is what
// cwrap's 'string' does: 5 MiB, unchecked, so a paste of a million characters overran it), and a
// NUL in the text reaches the wrapper, which refuses it, instead of ending the string there.
function bind(module) {
  const withStrings = (strings, call) => {
    const pointers = [];
    try {
      const args = [];
      for (const text of strings) {
        const size = module.lengthBytesUTF8(text);
        const pointer = module._malloc(size + 1);
        if (!pointer) throw new Error(`the module could not allocate ${size + 1} bytes`);
        pointers.push(pointer);
        module.stringToUTF8(text, pointer, size + 1);
        args.push(pointer, size);
      }
      return module.UTF8ToString(call(...args));
    } finally {
      for (const pointer of pointers) module._free(pointer);
    }
  };
  return {
    pieces: JSON.parse(module.UTF8ToString(module._fen_web_pieces())),
    maxFenBytes: module._fen_web_max_fen_bytes(),
    byteLength: (text) => module.lengthBytesUTF8(text),
    state: (text, rules) => withStrings([text], (t, size) => module._fen_web_state(t, size, rules)),
    edit: (text, command, rules, halfmoveKnown, fullmoveKnown) =>
      withStrings([text, command], (t, size, c, commandSize) =>
        module._fen_web_edit(t, size, c, commandSize, rules, halfmoveKnown ? 1 : 0, fullmoveKnown ? 1 : 0)),
  };
}

// The module loads asynchronously; the page says it is ready (data-ready on <body>) once the
// tray and the start position are drawn.
createFenModule().then((module) => {
  fen = bind(module);
  for (const button of document.querySelectorAll('#tray button[data-piece]')) {
    if (button.dataset.piece !== 'remove') button.appendChild(pieceElement(button.dataset.piece));
  }
  show(JSON.parse(fen.edit('8/8/8/8/8/8/8/8', 'start', 0, true, true)));
  document.body.dataset.ready = 'true';
});

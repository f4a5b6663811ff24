/**
 * Finds where a JSON text stops being valid, because Node's `JSON.parse` messages do not always
 * give a position (`Unexpected token '}', "…" is not valid JSON`) and organisers need the line to
 * fix their file. Runs only after `JSON.parse` failed, so it favours clarity over speed.
 */
export interface JsonSyntaxError {
  /** 1-based line and column of the first offending character (or of the end of the text). */
  line: number;
  column: number;
  reason: string;
}

class Failure {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {}
}

const LITERALS = ['true', 'false', 'null'] as const;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const STRING_ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

class Scanner {
  offset = 0;
  constructor(private readonly text: string) {}

  document(): void {
    this.value();
    this.whitespace();
    if (this.offset < this.text.length) this.fail('unexpected text after the end of the JSON value');
  }

  private fail(reason: string, offset: number = this.offset): never {
    throw new Failure(offset, reason);
  }

  private whitespace(): void {
    while (this.offset < this.text.length && ' \t\n\r'.includes(this.text[this.offset] ?? ''))
      this.offset += 1;
  }

  private describe(): string {
    const char = this.text[this.offset];
    return char === undefined ? 'the end of the file' : JSON.stringify(char);
  }

  private value(): void {
    this.whitespace();
    const char = this.text[this.offset];
    if (char === '{') this.object();
    else if (char === '[') this.array();
    else if (char === '"') this.string();
    else if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) this.number();
    else {
      const literal = LITERALS.find((word) => this.text.startsWith(word, this.offset));
      if (literal === undefined) this.fail(`expected a value, found ${this.describe()}`);
      this.offset += literal.length;
    }
  }

  private object(): void {
    this.offset += 1;
    this.whitespace();
    if (this.text[this.offset] === '}') {
      this.offset += 1;
      return;
    }
    for (;;) {
      this.whitespace();
      if (this.text[this.offset] !== '"')
        this.fail(`expected a property name in double quotes, found ${this.describe()}`);
      this.string();
      this.whitespace();
      if (this.text[this.offset] !== ':')
        this.fail(`expected ':' after a property name, found ${this.describe()}`);
      this.offset += 1;
      this.value();
      this.whitespace();
      const next = this.text[this.offset];
      this.offset += 1;
      if (next === '}') return;
      if (next !== ',') {
        this.offset -= 1;
        this.fail(`expected ',' or '}' after a property value, found ${this.describe()}`);
      }
    }
  }

  private array(): void {
    this.offset += 1;
    this.whitespace();
    if (this.text[this.offset] === ']') {
      this.offset += 1;
      return;
    }
    for (;;) {
      this.value();
      this.whitespace();
      const next = this.text[this.offset];
      this.offset += 1;
      if (next === ']') return;
      if (next !== ',') {
        this.offset -= 1;
        this.fail(`expected ',' or ']' after an array element, found ${this.describe()}`);
      }
    }
  }

  private string(): void {
    const start = this.offset;
    this.offset += 1;
    for (;;) {
      const char = this.text[this.offset];
      if (char === undefined) this.fail('unterminated string', start);
      if (char === '"') {
        this.offset += 1;
        return;
      }
      if (char === '\\') {
        STRING_ESCAPE.lastIndex = this.offset;
        if (!STRING_ESCAPE.test(this.text)) this.fail('invalid escape sequence in a string');
        this.offset = STRING_ESCAPE.lastIndex;
      } else if (char < ' ') {
        this.fail('control character (such as a line break) inside a string');
      } else {
        this.offset += 1;
      }
    }
  }

  private number(): void {
    NUMBER.lastIndex = this.offset;
    if (!NUMBER.test(this.text)) this.fail(`invalid number, found ${this.describe()}`);
    this.offset = NUMBER.lastIndex;
  }
}

/** The first syntax error of a JSON text, or undefined when the text is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  try {
    new Scanner(text).document();
    return undefined;
  } catch (error) {
    if (!(error instanceof Failure)) throw error;
    const before = text.slice(0, error.offset);
    const line = before.split('\n').length;
    const column = error.offset - (before.lastIndexOf('\n') + 1) + 1;
    return { line, column, reason: error.reason };
  }
}

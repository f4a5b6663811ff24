/**
 * Where an XML text stops being valid, from fast-xml-parser's validator. The validator places an
 * element left open at the end of the text at "line 1" (several open) or at its opening tag (one
 * open): for a truncated file that points far from the problem, so those are moved to the end of
 * the text, where the file was cut, and say which element was left open.
 */
export interface XmlSyntaxError {
  /** 1-based line and column. */
  line: number;
  column: number;
  reason: string;
}

interface ValidatorError {
  code: string;
  msg: string;
  line: number;
  col: number;
}

const SEVERAL_OPEN = /^Invalid '(\[.*\])' found\.$/s;
const ONE_OPEN = /^Unclosed tag '(.+)'\.$/s;

export function describeXmlSyntaxError(text: string, error: ValidatorError): XmlSyntaxError {
  const open = openElementsOf(error);
  if (open === undefined || open.length === 0) {
    return { line: error.line, column: error.col, reason: error.msg };
  }
  const content = text.trimEnd();
  const lines = content.split('\n');
  const lastLine = lines.at(-1) ?? '';
  return {
    line: lines.length,
    column: lastLine.length + 1,
    reason: `the file ends inside <${open.at(-1)}> (open: ${open.join(' > ')}); it may be truncated`,
  };
}

/** The elements still open at the end of the text, outermost first, if that is the error. */
function openElementsOf(error: ValidatorError): string[] | undefined {
  if (error.code === 'InvalidTag') {
    const one = ONE_OPEN.exec(error.msg);
    return one?.[1] === undefined ? undefined : [one[1]];
  }
  const several = error.code === 'InvalidXml' ? SEVERAL_OPEN.exec(error.msg) : null;
  if (several?.[1] === undefined) return undefined;
  try {
    const names: unknown = JSON.parse(several[1]);
    return Array.isArray(names) && names.every((name) => typeof name === 'string') ? names : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Locator steps and the in-page function that resolves them to elements (run through Execute Script).
 * The subset of Playwright's selectors the specs use: CSS, test id, role with name, text filter, nth.
 */

export type Step =
  | { kind: 'css'; selector: string }
  | { kind: 'testid'; id: string }
  | { kind: 'role'; role: string; name?: string; exact?: boolean }
  | { kind: 'hasText'; text: string; regex?: { source: string; flags: string } }
  | { kind: 'nth'; index: number };

/** Runs in the page: the elements the steps select, in document order. */
export function resolveSteps(steps: Step[]): Element[] {
  const normalize = (value: string) => value.replace(/\s+/g, ' ').trim();
  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const roleOf = (element: Element): string => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit.split(/\s+/)[0] ?? '';
    const tag = element.localName;
    if (tag === 'a' || tag === 'area') return element.hasAttribute('href') ? 'link' : '';
    if (tag === 'button') return 'button';
    if (tag === 'input') {
      const type = (element.getAttribute('type') ?? 'text').toLowerCase();
      if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'checkbox') return 'checkbox';
      if (type === 'radio') return 'radio';
      return 'textbox';
    }
    if (tag === 'select') return 'combobox';
    if (tag === 'textarea') return 'textbox';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'li') return 'listitem';
    if (tag === 'ul' || tag === 'ol') return 'list';
    if (tag === 'img') return 'img';
    return '';
  };
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return normalize(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return normalize(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    if (element instanceof HTMLInputElement) return normalize(element.value || element.title);
    if (element instanceof HTMLImageElement) return normalize(element.alt);
    return normalize(element.textContent ?? '');
  };
  let current: Element[] = [document.documentElement];
  let atRoot = true;
  for (const step of steps) {
    if (step.kind === 'css' || step.kind === 'testid' || step.kind === 'role') {
      const selector =
        step.kind === 'css'
          ? step.selector
          : step.kind === 'testid'
            ? `[data-testid="${CSS.escape(step.id)}"]`
            : '*';
      const found = new Set<Element>();
      for (const scope of current) {
        const root: ParentNode = atRoot ? document : scope;
        for (const element of root.querySelectorAll(selector)) found.add(element);
      }
      let list = [...found];
      if (step.kind === 'role') {
        list = list.filter((element) => roleOf(element) === step.role && visible(element));
        if (step.name !== undefined) {
          const wanted = step.name;
          list = list.filter((element) =>
            step.exact
              ? nameOf(element) === wanted
              : nameOf(element).toLowerCase().includes(wanted.toLowerCase()),
          );
        }
      }
      current = list;
      atRoot = false;
    } else if (step.kind === 'hasText') {
      const regex = step.regex ? new RegExp(step.regex.source, step.regex.flags) : undefined;
      current = current.filter((element) => {
        const text = normalize(element.textContent ?? '');
        return regex ? regex.test(text) : text.toLowerCase().includes(normalize(step.text).toLowerCase());
      });
    } else {
      const element = step.index < 0 ? current[current.length + step.index] : current[step.index];
      current = element ? [element] : [];
    }
  }
  return atRoot ? [] : current;
}

/** The source of an Execute Script body that defines `resolveSteps`. */
export const RESOLVE_SOURCE = `const resolveSteps = ${resolveSteps.toString()};`;

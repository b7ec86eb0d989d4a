/**
 * The content check of spec §5: planet, theme, topic, member and special texts are matched against a word list;
 * a hit reports code 87014, which those calls answer as result code -1, '操作失败，内容包含敏感词'. Material
 * names are not checked (the spec keeps that check a pass).
 *
 * One Aho-Corasick automaton over the whole list, so a check reads the text once whatever the list's length.
 * Text and words are compared after NFKC (full-width letters and digits become plain ones), lower-casing and
 * dropping white space and invisible format characters, so '赌 博', '赌\u200B博' and 'ＶＰＮ' are found as '赌博' and 'vpn'.
 */

/** spec §5: the code the content check reports for a text with a listed word */
export const SENSITIVE_CONTENT_CODE = 87014;

/** A small default list; `LECTERN_SENSITIVE_WORDS` (comma-separated) adds to it. */
export const DEFAULT_SENSITIVE_WORDS: readonly string[] = [
  '赌博',
  '博彩',
  '网络赌场',
  '六合彩',
  '毒品',
  '冰毒',
  '枪支',
  '代开发票',
  '办假证',
  '洗钱',
  '传销',
  '色情',
  '裸聊',
  '刷单返利',
  '高利贷',
];

type ContentCheck = { code: 0 } | { code: typeof SENSITIVE_CONTENT_CODE; words: string[] };

export type ContentChecker = {
  /** every listed word found in the texts, in list order */
  find(...texts: (string | null | undefined)[]): string[];
  check(...texts: (string | null | undefined)[]): ContentCheck;
};

type Node = { next: Map<string, number>; fail: number; /** indexes of the words ending here, fail chain included */ out: number[] };

function normaliseText(text: string): string {
  // invisible format characters (U+200B …) would split a word without showing: dropped like white space
  return text.normalize('NFKC').toLowerCase().replace(/[\s\p{Cf}]+/gu, '');
}

/** The default list with the environment's additions; blanks and repeats dropped. */
export function sensitiveWordList(extra: string | undefined): string[] {
  const added = (extra ?? '').split(',').map((word) => word.trim());
  return [...new Set([...DEFAULT_SENSITIVE_WORDS, ...added].filter((word) => normaliseText(word) !== ''))];
}

export function createContentChecker(words: readonly string[]): ContentChecker {
  const nodes: Node[] = [{ next: new Map(), fail: 0, out: [] }];
  words.forEach((word, index) => {
    let at = 0;
    for (const char of normaliseText(word)) {
      let child = nodes[at]!.next.get(char);
      if (child === undefined) {
        child = nodes.push({ next: new Map(), fail: 0, out: [] }) - 1;
        nodes[at]!.next.set(char, child);
      }
      at = child;
    }
    if (at !== 0) nodes[at]!.out.push(index);
  });

  // breadth first, so that a node's fail target (a shorter suffix) is complete before the node
  const queue = [...nodes[0]!.next.values()];
  for (let head = 0; head < queue.length; head++) {
    const parent = queue[head]!;
    for (const [char, child] of nodes[parent]!.next) {
      let fail = nodes[parent]!.fail;
      while (fail !== 0 && !nodes[fail]!.next.has(char)) fail = nodes[fail]!.fail;
      const target = nodes[fail]!.next.get(char);
      nodes[child]!.fail = target !== undefined && target !== child ? target : 0;
      nodes[child]!.out.push(...nodes[nodes[child]!.fail]!.out);
      queue.push(child);
    }
  }

  function find(...texts: (string | null | undefined)[]): string[] {
    const found = new Set<number>();
    for (const text of texts) {
      if (!text) continue;
      let at = 0;
      for (const char of normaliseText(text)) {
        while (at !== 0 && !nodes[at]!.next.has(char)) at = nodes[at]!.fail;
        at = nodes[at]!.next.get(char) ?? 0;
        for (const index of nodes[at]!.out) found.add(index);
      }
    }
    return [...found].sort((a, b) => a - b).map((index) => words[index]!);
  }

  return {
    find,
    check(...texts) {
      const hits = find(...texts);
      return hits.length ? { code: SENSITIVE_CONTENT_CODE, words: hits } : { code: 0 };
    },
  };
}

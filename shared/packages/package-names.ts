import { madeCode } from '@shared/i18n/made-names.ts';

/** The names the platform's catalogue gives its packages (migration 043), by code: zh-CN, the product's language. */
export const PACKAGE_NAMES = {
  'storage-10g': '存储空间 10 GB（1 年）',
  'storage-50g': '存储空间 50 GB（1 年）',
  'storage-200g': '存储空间 200 GB（1 年）',
  'traffic-100g': '每月流量 100 GB（1 年）',
  'traffic-500g': '每月流量 500 GB（1 年）',
} as const;

type PackageCode = keyof typeof PACKAGE_NAMES;
// catalogue keys hold letters, digits and underscores; codes have hyphens
type KeyPart<C extends string> = C extends `${infer A}-${infer B}` ? `${A}_${KeyPart<B>}` : C;

/** A package's name as a screen shows it: the platform's own in the reader's language, a renamed one as stored. */
export function packageName(code: string, name: string, translate: (key: `package.name.${KeyPart<PackageCode>}`) => string): string {
  const made = madeCode<PackageCode>(PACKAGE_NAMES, code, name);
  return made ? translate(`package.name.${made.replaceAll('-', '_') as KeyPart<PackageCode>}`) : name;
}

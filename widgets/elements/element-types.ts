import type { AttributeType, ElementName, ELEMENTS } from './catalog.ts';

/** The elements' properties as TypeScript sees them in our own code (consumers get lectern-widgets.d.ts). */
type TsType<T extends AttributeType> = T extends 'boolean' ? boolean : T extends 'number' ? number : T extends 'list' ? string[] : string;

type Attributes<T extends ElementName> = (typeof ELEMENTS)[T]['attributes'];

type LecternElement<T extends ElementName> = HTMLElement & {
  -readonly [K in keyof Attributes<T>]: Attributes<T>[K] extends AttributeType ? TsType<Attributes<T>[K]> | undefined : never;
} & { token: string | undefined };

declare global {
  interface HTMLElementTagNameMap {
    'lectern-material-library': LecternElement<'lectern-material-library'>;
    'lectern-material-picker': LecternElement<'lectern-material-picker'>;
    'lectern-uploader': LecternElement<'lectern-uploader'>;
    'lectern-notification-bell': LecternElement<'lectern-notification-bell'>;
    'lectern-guide': LecternElement<'lectern-guide'>;
    'lectern-network-banner': LecternElement<'lectern-network-banner'>;
    'lectern-storage-full': LecternElement<'lectern-storage-full'>;
    'lectern-help': LecternElement<'lectern-help'>;
  }
}

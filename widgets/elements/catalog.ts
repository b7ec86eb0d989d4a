/**
 * The custom elements of DESIGN.md "Stable contracts" and their attributes. Framework-free: the script-tag
 * loader defines every element from this table without loading any widget code.
 *
 * Attribute values are parsed here, not by r2wc: r2wc skips empty and removed attributes, and a boolean
 * attribute is present-or-absent (`<lectern-material-picker multiple>`).
 */
export type AttributeType = 'string' | 'boolean' | 'number' | 'list';

export type ElementDescriptor = {
  /** the widget module the loader fetches on first use (a key of the entries' loader maps) */
  widget: WidgetName;
  /** camelCase property → type; each has a kebab-case attribute */
  attributes: Record<string, AttributeType>;
};

export type WidgetName =
  | 'material-library'
  | 'material-picker'
  | 'uploader'
  | 'notification-bell'
  | 'network-banner'
  | 'storage-full'
  | 'guide'
  | 'help';

export const ELEMENTS = {
  'lectern-material-library': { widget: 'material-library', attributes: { kind: 'string', state: 'string' } },
  'lectern-material-picker': {
    widget: 'material-picker',
    attributes: { kinds: 'list', multiple: 'boolean', max: 'number', open: 'boolean' },
  },
  'lectern-uploader': { widget: 'uploader', attributes: { categoryId: 'number' } },
  'lectern-notification-bell': { widget: 'notification-bell', attributes: {} },
  'lectern-guide': { widget: 'guide', attributes: { variant: 'string', open: 'boolean' } },
  'lectern-network-banner': { widget: 'network-banner', attributes: {} },
  'lectern-storage-full': { widget: 'storage-full', attributes: { open: 'boolean' } },
  'lectern-help': { widget: 'help', attributes: { open: 'boolean' } },
} as const satisfies Record<string, ElementDescriptor>;

export type ElementName = keyof typeof ELEMENTS;

/** The events every widget may dispatch from its element; all bubble and are composed. */
export const ELEMENT_EVENTS = [
  'lectern-select',
  'lectern-cancel',
  'lectern-upload-complete',
  'lectern-unread-change',
  'lectern-close',
  'lectern-state-change',
] as const;
export type ElementEventName = (typeof ELEMENT_EVENTS)[number];

export function attributeName(property: string): string {
  return property.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** An attribute's text (or a property's value) as the widget receives it; undefined when absent. */
export function parseAttribute(type: AttributeType, raw: unknown): unknown {
  if (raw === undefined || raw === null) return type === 'boolean' ? false : undefined;
  switch (type) {
    case 'boolean':
      return raw === true || (typeof raw === 'string' && raw.toLowerCase() !== 'false');
    case 'number': {
      const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
      return String(raw).trim() === '' || !Number.isFinite(value) ? undefined : value;
    }
    case 'list':
      return (Array.isArray(raw) ? raw.map(String) : String(raw).split(','))
        .map((item) => item.trim())
        .filter((item) => item !== '');
    default:
      return String(raw);
  }
}

/** How a property set from script is written back to its attribute; null removes the attribute. */
export function attributeText(type: AttributeType, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (type === 'boolean') return value === false || value === 'false' ? null : '';
  if (type === 'list') return Array.isArray(value) ? value.join(',') : String(value);
  return String(value);
}

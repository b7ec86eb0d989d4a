/**
 * The campaign forms as the console's form kit holds them, and the inputs for the server made from them: a form holds
 * money as typed (元), the chosen products with their titles and list prices, and a cover with its address; the
 * input holds fen, product references and ids.
 */
import { fenToTyped, yuanToFen } from '@shared/format/currency.ts';
import type { ProductKind, ProductRef } from './pricing.ts';
import { GIFT_PRODUCT_KINDS, type FlashSale, type FlashSaleInput, type GiftCampaign, type GiftCampaignInput, type GiftProductKind, type GroupBuy, type GroupBuyInput, type MarketingPage, type MarketingPageInput, type Packet, type PacketInput } from './campaign-types.ts';
import type { MarketingProduct } from './types.ts';

/** A product as a form holds it: the reference, and the title and list price the form shows and checks against. */
export type ChosenProduct = MarketingProduct;

/** A picture material as a form holds it. */
type Picture = { id: number; url: string };

type Window = { starts_at: number; ends_at: number };
const NO_WINDOW: Window = { starts_at: 0, ends_at: 0 };

const refOf = (product: ProductRef): ProductRef => ({ kind: product.kind, id: product.id });
const chosenOf = (product: MarketingProduct): ChosenProduct => ({ kind: product.kind, id: product.id, title: product.title, price: product.price });
/** the 买课送课 picker offers these kinds only */
const isGiftKind = (kind: ProductKind): kind is GiftProductKind => (GIFT_PRODUCT_KINDS as readonly ProductKind[]).includes(kind);
const giftRefOf = (product: ProductRef): { kind: GiftProductKind; id: number }[] => (isGiftKind(product.kind) ? [{ kind: product.kind, id: product.id }] : []);
const fen = (typed: string) => yuanToFen(typed) ?? 0;

export type FlashSaleForm = Window & { title: string; product: ChosenProduct | null; price: string; stock: number; per_user_limit: number };

export function flashSaleFormOf(sale: FlashSale | null): FlashSaleForm {
  if (!sale) return { ...NO_WINDOW, title: '', product: null, price: '', stock: 100, per_user_limit: 1 };
  return { title: sale.title, product: chosenOf(sale.product), price: fenToTyped(sale.price), stock: sale.stock, per_user_limit: sale.per_user_limit, starts_at: sale.starts_at, ends_at: sale.ends_at };
}

export function flashSaleInputOf(form: FlashSaleForm): FlashSaleInput {
  return { title: form.title, product_kind: form.product?.kind ?? 'course', product_id: form.product?.id ?? 0, price: fen(form.price), stock: form.stock, per_user_limit: form.per_user_limit, starts_at: form.starts_at, ends_at: form.ends_at };
}

export type GroupBuyForm = Window & { title: string; product: ChosenProduct | null; price: string; group_size: number; fill_hours: number };

export function groupBuyFormOf(group: GroupBuy | null): GroupBuyForm {
  if (!group) return { ...NO_WINDOW, title: '', product: null, price: '', group_size: 2, fill_hours: 24 };
  return { title: group.title, product: chosenOf(group.product), price: fenToTyped(group.price), group_size: group.group_size, fill_hours: group.fill_hours, starts_at: group.starts_at, ends_at: group.ends_at };
}

export function groupBuyInputOf(form: GroupBuyForm): GroupBuyInput {
  return { title: form.title, product_kind: form.product?.kind ?? 'course', product_id: form.product?.id ?? 0, price: fen(form.price), group_size: form.group_size, fill_hours: form.fill_hours, starts_at: form.starts_at, ends_at: form.ends_at };
}

export type GiftForm = Window & { title: string; product: ChosenProduct | null; gifts: ChosenProduct[] };

export function giftFormOf(gift: GiftCampaign | null): GiftForm {
  if (!gift) return { ...NO_WINDOW, title: '', product: null, gifts: [] };
  return { title: gift.title, product: chosenOf(gift.product), gifts: gift.gifts.map(chosenOf), starts_at: gift.starts_at, ends_at: gift.ends_at };
}

export function giftInputOf(form: GiftForm): GiftCampaignInput {
  const product = form.product && isGiftKind(form.product.kind) ? { kind: form.product.kind, id: form.product.id } : null;
  return { title: form.title, product_kind: product?.kind ?? 'course', product_id: product?.id ?? 0, gifts: form.gifts.flatMap(giftRefOf), starts_at: form.starts_at, ends_at: form.ends_at };
}

export type PacketForm = Window & { title: string; scope: { all_products: 0 | 1; products: ChosenProduct[] }; reward: string; budget: string };

export function packetFormOf(packet: Packet | null): PacketForm {
  if (!packet) return { ...NO_WINDOW, title: '', scope: { all_products: 0, products: [] }, reward: '', budget: '' };
  return {
    title: packet.title,
    scope: { all_products: packet.all_products, products: packet.products.map(chosenOf) },
    reward: fenToTyped(packet.reward),
    budget: fenToTyped(packet.budget),
    starts_at: packet.starts_at,
    ends_at: packet.ends_at,
  };
}

export function packetInputOf(form: PacketForm): PacketInput {
  const all = form.scope.all_products;
  return { title: form.title, all_products: all, products: all === 1 ? [] : form.scope.products.map(refOf), reward: fen(form.reward), budget: fen(form.budget), starts_at: form.starts_at, ends_at: form.ends_at };
}

export type MarketingPageForm = { title: string; cover: Picture | null; intro: string; products: ChosenProduct[] };

export function marketingPageFormOf(page: MarketingPage | null): MarketingPageForm {
  if (!page) return { title: '', cover: null, intro: '', products: [] };
  return { title: page.title, cover: page.cover_id ? { id: page.cover_id, url: page.cover_url } : null, intro: page.intro, products: page.products.map(chosenOf) };
}

export function marketingPageInputOf(form: MarketingPageForm): MarketingPageInput {
  return { title: form.title, cover_id: form.cover?.id ?? 0, intro: form.intro, products: form.products.map(refOf) };
}

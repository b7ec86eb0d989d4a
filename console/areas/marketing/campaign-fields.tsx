/**
 * The fields of the campaign forms (限时秒杀, 拼团, 买课送课, 红包), checked by the shared rules as the teacher saves
 * (campaign-rules.ts): a rule's problem is shown under the field it belongs to. A running campaign's fixed terms are
 * shown without controls; its start cannot move.
 */
import { formatFen, yuanToFen } from '@shared/format/currency.ts';
import type { Translate } from '@shared/i18n/i18n.ts';
import { flashSaleInputOf, giftInputOf, groupBuyInputOf, packetInputOf, type FlashSaleForm, type GiftForm, type GroupBuyForm, type PacketForm } from '@shared/marketing/campaign-forms.ts';
import { CAMPAIGN_LIMITS as L, flashSaleProblem, giftProblem, groupBuyProblem, packetProblem, PROBLEM_FIELDS, windowProblem, type CampaignProblem } from '@shared/marketing/campaign-rules.ts';
import { GIFT_PRODUCT_KINDS, type CampaignRecord, type FlashSale, type GiftCampaign, type GroupBuy, type Packet } from '@shared/marketing/campaign-types.ts';
import { Field } from '@widgets/ui/form/field.tsx';
import { dateTimeField } from '@console/kit/date-fields.tsx';
import { moneyField } from '@console/kit/field-kinds.tsx';
import type { FormField } from '@console/kit/form-fields.tsx';
import { productField, productsField, scopeField } from './campaign-product-field.tsx';

const nowSeconds = () => Math.floor(Date.now() / 1000);

type Window = { title: string; starts_at: number; ends_at: number };

const WINDOW_FIELDS = new Set(['starts_at', 'ends_at']);

/**
 * The problem of `field` in the form as it stands, worded; `aliases` names the form's own field for a rule's. The
 * terms (product, price, stock …) are checked against a window the rules accept (the record's own, or one ahead),
 * so a window not entered yet hides no problem of theirs.
 */
function problemCheck<F extends Window>(field: string, problemOf: (form: F) => CampaignProblem | null, t: Translate, aliases: Partial<Record<CampaignProblem, string>> = {}, current: CampaignRecord | null = null) {
  return (_value: unknown, form: F): string | undefined => {
    const now = nowSeconds();
    const checked = WINDOW_FIELDS.has(field) ? form : { ...form, starts_at: current?.starts_at ?? now + 3600, ends_at: current?.ends_at ?? now + 7200 };
    const problem = problemOf(checked);
    if (!problem) return undefined;
    return (aliases[problem] ?? PROBLEM_FIELDS[problem]) === field ? t(`marketing.campaign.problem.${problem}`) : undefined;
  };
}

/** A value a running campaign fixes, shown as text. */
function fixedField<F>(name: keyof F, label: string, text: string, hint: string): FormField<F> {
  return { kind: 'custom', name, label, render: () => <Field label={label} hint={hint} group>{() => <p className="lc-field__shown">{text}</p>}</Field> };
}

/** Money as typed (元): an amount with at most two decimals, then the rule's check. */
function moneyCheck<F>(label: string, t: Translate, then: (value: unknown, form: F) => string | undefined) {
  return (value: unknown, form: F) => (yuanToFen(String(value ?? '')) === null ? t('marketing.campaign.problem.money', { field: label }) : then(value, form));
}

/** Title, start and end: what every campaign has. */
function commonFields<F extends Window>(t: Translate, running: boolean, problemOf: (form: F) => CampaignProblem | null): { title: FormField<F>; window: FormField<F>[] } {
  return {
    title: { kind: 'text', name: 'title' as never, label: t('marketing.campaign.form.title'), hint: t('marketing.campaign.form.titleHint'), required: true, max: L.titleMax },
    window: [
      dateTimeField<F>({
        name: 'starts_at' as never,
        label: t('marketing.campaign.form.start'),
        required: true,
        disabled: running,
        ...(running ? { hint: t('marketing.campaign.form.startLocked') } : {}),
        check: problemCheck<F>('starts_at', problemOf, t),
      }),
      dateTimeField<F>({
        name: 'ends_at' as never,
        label: t('marketing.campaign.form.end'),
        required: true,
        ...(running ? { hint: t('marketing.campaign.form.endLater') } : {}),
        check: problemCheck<F>('ends_at', problemOf, t),
      }),
    ],
  };
}

const isRunning = (row: CampaignRecord | null) => row?.status === 'running';

export function flashSaleFields(t: Translate, sale: FlashSale | null): FormField<FlashSaleForm>[] {
  const running = isRunning(sale);
  const problemOf = (form: FlashSaleForm) => (form.product ? flashSaleProblem(sale, flashSaleInputOf(form), form.product.price, nowSeconds()) : windowProblem(sale, form, nowSeconds()));
  const check = (field: string) => problemCheck(field, problemOf, t, {}, sale);
  const { title, window } = commonFields(t, running, problemOf);
  const priceLabel = t('marketing.flash.form.price');
  return [
    title,
    running && sale
      ? fixedField<FlashSaleForm>('product', t('marketing.campaign.form.product'), sale.product.title, t('marketing.campaign.form.productLocked'))
      : productField<FlashSaleForm>('product', { label: t('marketing.campaign.form.product'), hint: t('marketing.campaign.form.productHint'), check: check('product') }, t),
    running && sale
      ? fixedField<FlashSaleForm>('price', priceLabel, formatFen(sale.price), t('marketing.campaign.form.priceLocked'))
      : moneyField<FlashSaleForm>('price', { label: priceLabel, hint: t('marketing.campaign.form.priceHint'), check: moneyCheck(priceLabel, t, check('price')) }),
    {
      kind: 'number',
      name: 'stock',
      label: t('marketing.flash.form.stock'),
      hint: running ? t('marketing.flash.form.stockRaise', { n: sale?.sold ?? 0 }) : t('marketing.flash.form.stockHint'),
      required: true,
      integer: true,
      min: L.stockMin,
      max: L.stockMax,
      check: check('stock'),
    },
    { kind: 'number', name: 'per_user_limit', label: t('marketing.flash.form.perUser'), hint: t('marketing.flash.form.perUserHint'), required: true, integer: true, min: L.perUserMin, max: L.perUserMax },
    ...window,
  ];
}

export function groupBuyFields(t: Translate, group: GroupBuy | null): FormField<GroupBuyForm>[] {
  const running = isRunning(group);
  const problemOf = (form: GroupBuyForm) => (form.product ? groupBuyProblem(group, groupBuyInputOf(form), form.product.price, nowSeconds()) : windowProblem(group, form, nowSeconds()));
  const check = (field: string) => problemCheck(field, problemOf, t, {}, group);
  const { title, window } = commonFields(t, running, problemOf);
  const priceLabel = t('marketing.group.form.price');
  if (running && group) {
    return [
      title,
      fixedField<GroupBuyForm>('product', t('marketing.campaign.form.product'), group.product.title, t('marketing.campaign.form.productLocked')),
      fixedField<GroupBuyForm>('price', priceLabel, formatFen(group.price), t('marketing.campaign.form.priceLocked')),
      fixedField<GroupBuyForm>('group_size', t('marketing.group.form.size'), t('marketing.group.rule', { size: group.group_size, hours: group.fill_hours }), t('marketing.group.form.locked')),
      ...window,
    ];
  }
  return [
    title,
    productField<GroupBuyForm>('product', { label: t('marketing.campaign.form.product'), hint: t('marketing.campaign.form.productHint'), check: check('product') }, t),
    moneyField<GroupBuyForm>('price', { label: priceLabel, hint: t('marketing.group.form.priceHint'), check: moneyCheck(priceLabel, t, check('price')) }),
    { kind: 'number', name: 'group_size', label: t('marketing.group.form.size'), hint: t('marketing.group.form.sizeHint'), required: true, integer: true, min: L.groupSizeMin, max: L.groupSizeMax },
    { kind: 'number', name: 'fill_hours', label: t('marketing.group.form.hours'), hint: t('marketing.group.form.hoursHint'), required: true, integer: true, min: L.fillHoursMin, max: L.fillHoursMax },
    ...window,
  ];
}

export function giftFields(t: Translate, gift: GiftCampaign | null): FormField<GiftForm>[] {
  const running = isRunning(gift);
  const problemOf = (form: GiftForm) => (form.product ? giftProblem(gift, giftInputOf(form), nowSeconds()) : windowProblem(gift, form, nowSeconds()));
  const check = (field: string) => problemCheck(field, problemOf, t, {}, gift);
  const { title, window } = commonFields(t, running, problemOf);
  const locked = running && gift !== null;
  return [
    title,
    locked
      ? fixedField<GiftForm>('product', t('marketing.gift.form.product'), gift.product.title, t('marketing.campaign.form.productLocked'))
      : productField<GiftForm>('product', { label: t('marketing.gift.form.product'), hint: t('marketing.gift.form.productHint'), kinds: GIFT_PRODUCT_KINDS, check: check('product') }, t),
    productsField<GiftForm>(
      'gifts',
      { label: t('marketing.gift.form.gifts'), hint: locked ? t('marketing.gift.form.giftsLocked') : t('marketing.gift.form.giftsHint', { n: L.giftsMax }), kinds: GIFT_PRODUCT_KINDS, locked, min: L.giftsMin, max: L.giftsMax, check: check('gifts'), none: t('marketing.gift.form.noGifts'), add: t('marketing.gift.form.addGifts') },
      t,
    ),
    ...window,
  ];
}

export function packetFields(t: Translate, packet: Packet | null): FormField<PacketForm>[] {
  const running = isRunning(packet);
  const problemOf = (form: PacketForm) => packetProblem(packet, packetInputOf(form), nowSeconds());
  const aliases = { productsRequired: 'scope', productRepeated: 'scope', packetLocked: 'reward' } as const;
  const check = (field: string) => problemCheck(field, problemOf, t, aliases, packet);
  const { title, window } = commonFields(t, running, problemOf);
  const rewardLabel = t('marketing.packet.form.reward');
  const budgetLabel = t('marketing.packet.form.budget');
  const inRange = (label: string, min: number, max: number) => (value: unknown) => {
    const fen = yuanToFen(String(value ?? '')) ?? 0;
    return fen < min || fen > max ? t('marketing.campaign.problem.moneyRange', { field: label, min: formatFen(min), max: formatFen(max) }) : undefined;
  };
  return [
    title,
    scopeField<PacketForm>('scope', { label: t('marketing.packet.form.scope'), hint: t('marketing.packet.form.scopeHint'), locked: running, max: L.packetProductsMax, check: check('scope') }),
    running && packet
      ? fixedField<PacketForm>('reward', rewardLabel, formatFen(packet.reward), t('marketing.packet.form.rewardLocked'))
      : moneyField<PacketForm>('reward', {
          label: rewardLabel,
          hint: t('marketing.packet.form.rewardHint'),
          check: moneyCheck(rewardLabel, t, (value, form) => inRange(rewardLabel, L.rewardMin, L.rewardMax)(value) ?? check('reward')(value, form)),
        }),
    moneyField<PacketForm>('budget', {
      label: budgetLabel,
      hint: running && packet ? t('marketing.packet.form.budgetRaise', { paid: formatFen(packet.paid_out) }) : t('marketing.packet.form.budgetHint'),
      check: moneyCheck(budgetLabel, t, (value, form) => inRange(budgetLabel, L.rewardMin, L.budgetMax)(value) ?? check('budget')(value, form)),
    }),
    ...window,
  ];
}

import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { MarketingPage } from '@shared/marketing/campaign-types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { QrCode } from '@widgets/ui/qr-code/qr-code.tsx';
import './coupon-texts.ts';
import './campaigns.css';

/** A page's link on the student side, to copy, and its QR code to scan or print; a page not published says so. */
export function PageShare({ page }: { page: MarketingPage }) {
  const t = useStore($t);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 4000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(page.link);
      setCopied(true);
    } catch {
      showToast(t('marketing.page.share.copyFailed'), { kind: 'error', duration: 5000 });
    }
  };
  return (
    <div className="lc-campaign-share">
      <QrCode className="lc-campaign-share__qr" text={page.link} size={160} label={t('marketing.page.share.qr', { title: page.title })} />
      <div className="lc-campaign-share__text">
        {page.published === 0 && <p className="lc-campaign-note">{t('marketing.page.share.unpublished')}</p>}
        <span className="lc-campaign-share__label">{t('marketing.page.share.link')}</span>
        <output className="lc-campaign-share__link">{page.link}</output>
        <div className="lc-campaign-share__actions">
          <Button onClick={() => void copy()}>{t('marketing.page.share.copy')}</Button>
          <span role="status" className="lc-campaign-share__done">{copied ? t('marketing.page.share.copied') : ''}</span>
        </div>
        <p className="lc-campaign-muted">{t('marketing.page.share.scan')}</p>
      </div>
    </div>
  );
}

/** 推广: the link and QR code of a page of the list, in a dialog. */
export function PageShareDialog({ page, onClose }: { page: MarketingPage; onClose: () => void }) {
  const t = useStore($t);
  return (
    <Dialog open title={t('marketing.page.share.title', { title: page.title })} width={560} onClose={onClose} footer={<Button onClick={onClose}>{t('marketing.page.share.close')}</Button>}>
      <PageShare page={page} />
    </Dialog>
  );
}

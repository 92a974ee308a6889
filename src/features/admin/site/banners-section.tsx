// 首页横幅: the images across the top of /home, each with its title and where it leads, in order.
import { callApi } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-read';
import { useForm } from '../../../lib/forms/use-form';
import type { FormRules } from '../../../lib/forms/validate-form';
import { adminSiteApi } from '../../../contract/api/admin-site';
import type { BannerInput } from '../../../contract/admin-site';
import { DataState } from '../../../theme/components/data-state';
import { TextField } from '../../../theme/components/form-fields';
import { ImageField } from './image-field';
import { ItemSummary } from './item-summary';
import { OrderedListEditor, type ItemFormProps } from './ordered-list-editor';
import { saveSettings } from './site-calls';
import { SiteForm } from './site-form';
import { SITE_MESSAGES as M } from './site-messages';

type Field = keyof BannerInput;

const RULES: FormRules<Field> = {
  schema: () => import('../../../contract/admin-site').then((c) => c.bannerInputSchema),
};

// Banners have no id: an item is known by its place in the list.
const keyOf = (_: BannerInput, index: number) => String(index);

export function BannersSection() {
  const result = useApi(adminSiteApi.banners, {});
  const save = (list: BannerInput[]) =>
    saveSettings(() => callApi(adminSiteApi.saveBanners, { body: { list } }));
  return (
    <DataState result={result} isEmpty={() => false}>
      {({ list }) => (
        <OrderedListEditor
          what={M.banner}
          items={list}
          keyOf={keyOf}
          nameOf={(banner) => banner.title}
          summary={(banner) => <BannerSummary banner={banner} />}
          save={save}
          renderForm={(props) => <BannerForm {...props} />}
        />
      )}
    </DataState>
  );
}

const BANNER_LOOK = {
  w: '24',
  h: '8',
  objectFit: 'cover',
  borderRadius: 'l1',
  bg: 'bg.muted',
} as const;

function BannerSummary({ banner }: { banner: BannerInput }) {
  const { title, url, image } = banner;
  return (
    <ItemSummary name={title} url={url} image={image} imageLook={BANNER_LOOK} align="flex-start" />
  );
}

function BannerForm({ initial, onSave, onCancel }: ItemFormProps<BannerInput>) {
  const form = useForm<Field>(RULES, {
    image: initial?.image ?? '',
    title: initial?.title ?? '',
    url: initial?.url ?? '',
  });
  const { bind } = form;
  return (
    <SiteForm form={form} onSubmit={onSave} onCancel={onCancel} label={M.banner}>
      <ImageField label={M.bannerImage} name="bannerImage" required {...bind('image')} />
      <TextField label={M.bannerTitle} name="bannerTitle" required {...bind('title')} />
      <TextField
        label={M.bannerUrl}
        name="bannerUrl"
        required
        hint={M.linkHint}
        inputMode="url"
        {...bind('url')}
      />
    </SiteForm>
  );
}

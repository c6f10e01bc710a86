import type { FormModel, SignLanguage, SignValues } from '@marquee/domain';
import { SignForm, type FieldErrors } from '@/kit/form-fields';
import { useSessionUser } from '@/lib/session/session-user';
import { useMediaPreview } from '@/shared/media-preview';
import { useSignFormLoaders } from './sign-form-loaders';

interface SignFormSectionProps {
  model: FormModel;
  values: SignValues;
  onChange: (values: SignValues) => void;
  errors: FieldErrors | undefined;
  language: SignLanguage;
}

/**
 * The template's form with what it loads from the app. It is a chunk of its own (the form kit's
 * fields, pickers, the table they list in, and uploads), asked for as soon as the editor's route
 * opens, so the route's own chunk stays small and both arrive together.
 */
export default function SignFormSection(props: SignFormSectionProps) {
  const user = useSessionUser();
  const preview = useMediaPreview();
  const loaders = useSignFormLoaders(preview.open);
  return (
    <>
      <SignForm {...props} loaders={loaders} userId={user.email} />
      {preview.modal}
    </>
  );
}

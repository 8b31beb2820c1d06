import { useRef, useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { LOGO_MAX_BYTES, LOGO_TYPES } from './use-business-settings';

const PREVIEW_STYLE = { width: 180, height: 90, border: '1px dashed #d9d9d9', borderRadius: 8, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 8, background: '#fafafa' } as const;

/** The largest side a logo keeps: printed documents show it well under this. */
const LOGO_MAX_SIDE = 600;

const bytesOf = (dataUrl: string) => {
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((payload.length * 3) / 4) - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);
};

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

const loadImage = (source: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('not an image'));
    image.src = source;
  });

/**
 * The logo as a data URL the server takes: as chosen when it is small enough, else scaled down to
 * LOGO_MAX_SIDE and re-encoded (PNG, then WebP, which both keep transparency). Null when even that is too large.
 */
async function fittedLogo(file: File): Promise<string | null> {
  const original = await readAsDataUrl(file);
  const image = await loadImage(original);
  if (bytesOf(original) <= LOGO_MAX_BYTES && Math.max(image.width, image.height) <= LOGO_MAX_SIDE * 2) return original;
  const scale = Math.min(1, LOGO_MAX_SIDE / Math.max(image.width, image.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.width * scale));
  canvas.height = Math.max(1, Math.round(image.height * scale));
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
  for (const [type, quality] of [['image/png', undefined], ['image/webp', 0.9], ['image/webp', 0.75]] as const) {
    const encoded = canvas.toDataURL(type, quality);
    if (encoded.startsWith(`data:${type}`) && bytesOf(encoded) <= LOGO_MAX_BYTES) return encoded;
  }
  return null;
}

/** A form control: the logo's preview, choose a file (PNG, JPEG, GIF or WebP), or remove it. */
export function LogoInput({ value, onChange, readOnly = false }: { value?: string; onChange?: (value: string) => void; readOnly?: boolean }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!LOGO_TYPES.includes(file.type)) {
      setProblem('Logo must be a PNG, JPEG, GIF or WebP image');
      return;
    }
    setReading(true);
    try {
      const logo = await fittedLogo(file);
      if (logo) onChange?.(logo);
      else setProblem(`This image is too large even scaled down: the logo must be at most ${LOGO_MAX_BYTES / 1024} KB`);
    } catch {
      setProblem('This file could not be read as an image');
    } finally {
      setReading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={16} align="center" wrap="wrap">
        <div style={PREVIEW_STYLE} data-testid="settings-logo-preview">
          {value ? <img src={value} alt="Business logo" style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} data-testid="settings-logo-image" /> : <Typography.Text type="secondary">No logo</Typography.Text>}
        </div>
        {!readOnly && (
          <Flex gap={8} wrap="wrap">
            <Button icon={<UploadOutlined />} loading={reading} onClick={() => fileInput.current?.click()} data-testid="settings-logo-choose">
              {value ? 'Change logo' : 'Upload logo'}
            </Button>
            {value && (
              <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')} data-testid="settings-logo-remove">
                Remove
              </Button>
            )}
          </Flex>
        )}
        <input ref={fileInput} type="file" accept={LOGO_TYPES.join(',')} style={{ display: 'none' }} onChange={(event) => choose(event.target.files?.[0])} data-testid="settings-logo-file" />
      </Flex>
      {!readOnly && <Typography.Text type="secondary">PNG, JPEG, GIF or WebP, at most {LOGO_MAX_BYTES / 1024} KB; a larger picture is scaled down.</Typography.Text>}
      {problem && <Alert type="error" showIcon message={problem} data-testid="settings-logo-error" />}
    </Flex>
  );
}

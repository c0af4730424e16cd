import { useEffect, useRef, useState } from 'react';
import { api, ApiError, type Template } from '../api';

interface Upload {
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'error';
  message?: string;
}

/** Drop or choose several files; each is uploaded with the chosen template and shows its own progress. */
export function UploadBox({ onUploaded }: { onUploaded(): void }) {
  const [templates, setTemplates] = useState<Template[]>([]);
  const [templateId, setTemplateId] = useState('');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    api.get<{ templates: Template[] }>('/documents/templates?limit=100').then((r) => setTemplates(r.templates), () => undefined);
  }, []);

  const send = (files: FileList | File[]) => {
    Array.from(files).forEach((file, i) => {
      const index = uploads.length + i;
      setUploads((list) => [...list, { name: file.name, progress: 0, state: 'uploading' }]);
      const update = (patch: Partial<Upload>) => setUploads((list) => list.map((u, i) => (i === index ? { ...u, ...patch } : u)));
      const form = new FormData();
      form.append('file', file);
      if (templateId) form.append('templateId', templateId);
      // XMLHttpRequest, not fetch: fetch reports no upload progress.
      const xhr = new XMLHttpRequest();
      xhr.open('POST', '/documents/upload');
      xhr.setRequestHeader('x-environment', localStorage.getItem('facturador.environment') ?? 'testing');
      const csrf = document.cookie.split('; ').find((c) => c.startsWith('facturador_csrf='))?.split('=')[1];
      if (csrf) xhr.setRequestHeader('x-csrf-token', decodeURIComponent(csrf));
      xhr.upload.onprogress = (e) => e.lengthComputable && update({ progress: e.loaded / e.total });
      xhr.onload = () => {
        if (xhr.status < 300) {
          update({ state: 'done', progress: 1 });
          onUploaded();
        } else {
          let message = `Error ${xhr.status}`;
          try {
            message = (JSON.parse(xhr.responseText) as { message?: string }).message ?? message;
          } catch {
            // not JSON
          }
          update({ state: 'error', message });
        }
      };
      xhr.onerror = () => update({ state: 'error', message: new ApiError(0, {}).message });
      xhr.send(form);
    });
  };

  return (
    <div
      className={`upload${over ? ' over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        send(e.dataTransfer.files);
      }}
    >
      <div className="upload-row">
        <select aria-label="Plantilla para los archivos" value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
          <option value="">Sin plantilla</option>
          {templates.map((t) => (
            <option key={t.id} value={t.id}>{t.name}</option>
          ))}
        </select>
        <button type="button" className="button" onClick={() => input.current?.click()}>Subir documentos…</button>
        <input ref={input} type="file" multiple hidden accept=".pdf,.png,.jpg,.jpeg,.webp,.tif,.tiff,.xlsx,.csv" onChange={(e) => e.target.files && send(e.target.files)} />
      </div>
      <p className="muted small">o arrastrá PDF, imágenes o planillas acá</p>
      {uploads.length > 0 && (
        <ul className="upload-list">
          {uploads.map((u, i) => (
            <li key={i} className={`upload-item ${u.state}`}>
              <span className="ellipsis">{u.name}</span>
              {u.state === 'error' ? <span className="form-error small">{u.message}</span> : <progress max={1} value={u.progress} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { Input } from 'antd';

interface SearchInputProps {
  placeholder: string;
  onSearch: (text: string) => void;
  testId: string;
  width?: number;
}

const TYPING_PAUSE_MS = 350;

/** Searches after the user pauses typing (or presses Enter), so each keystroke is not a request. */
export function SearchInput({ placeholder, onSearch, testId, width = 320 }: SearchInputProps) {
  const [text, setText] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => onSearch(text.trim()), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(value) => onSearch(value.trim())}
      style={{ width, maxWidth: '100%' }}
      data-testid={testId}
    />
  );
}

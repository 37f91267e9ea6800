import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SEARCH_MAX } from '../lib/limits';
import { backofficeTexts } from '../texts';

/** A labelled search box; the search starts on Enter or the button, not on every key. */
export function SearchForm({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 items-end gap-2">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={SEARCH_MAX}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <Button type="submit" variant="outline">
        <Search className="size-4" aria-hidden="true" />
        {backofficeTexts.list.search}
      </Button>
    </form>
  );
}

import Link from 'next/link';
import { PoliticianPhoto } from '@/components/politician/PoliticianPhoto';
import type { CurrentMember } from '@/lib/data/types';
import { actorPath } from '@/lib/routes';

/** A member now in a list: photo (or initials), name linking to their page, and storkreds where the biografi says it. */
export function CurrentMemberItem({
  member,
  name,
  synthetic,
}: {
  member: CurrentMember;
  /** The member's name, or the list's words for a member without one. */
  name: string;
  synthetic: boolean;
}) {
  return (
    <li>
      <Link
        href={actorPath(member.id)}
        prefetch={false}
        className="group flex min-h-11 items-center gap-3 rounded py-1 hover:bg-stone-100"
      >
        <PoliticianPhoto url={member.photoUrl} name={name} synthetic={synthetic} size="small" />
        <span className="min-w-0">
          <span className="block font-semibold break-words text-stone-950 underline decoration-stone-400 underline-offset-4 group-hover:decoration-red-800">
            {name}
          </span>
          {member.storkreds ? <span className="block text-sm text-stone-700">{member.storkreds}</span> : null}
        </span>
      </Link>
    </li>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gender, ProfileUpdateDto, UserDto } from '@notesea/contract/accounts';
import { api, setToken } from '@/lib/api-client';
import { profileQueryOptions } from './get-profile';

/** Spec §7 `PUT /users`; `email` must be the account's own (it is read-only). */
export type UpdateProfileInput = {
  name: string;
  email: string;
  phone: string;
  gender: Gender | '';
  location: string;
  bio: string;
  image: string;
  /** Omitted to keep the current password. */
  password?: string;
};

export function updateProfile(input: UpdateProfileInput): Promise<ProfileUpdateDto> {
  return api.put<ProfileUpdateDto>('/users', input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ token, ...user }: ProfileUpdateDto) => {
      // A password change ends the other sessions and issues this one a new token. Storing it
      // empties the query cache (AppProvider), so the answer is written to the cache afterwards.
      if (token) setToken(token);
      queryClient.setQueryData<UserDto>(profileQueryOptions().queryKey, user);
    },
  });
}

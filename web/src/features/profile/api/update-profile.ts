import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Gender,
  ProfileUpdateDto,
  ProfileUpdateInput,
  UserDto,
} from '@notesea/contract/accounts';
import { api, setToken } from '@/lib/api-client';
import { profileQueryOptions } from './get-profile';

/** docs/product.md §7 `PUT /users`; `email` must be the account's own (it is read-only). */
/**
 * What the profile form sends: every field of the contract's body, `gender` possibly still
 * unchosen (''), and `password` omitted to keep the current one.
 */
export type UpdateProfileInput = Required<Omit<ProfileUpdateInput, 'gender' | 'password'>> & {
  gender: Gender | '';
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

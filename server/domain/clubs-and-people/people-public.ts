// What the public may see of a person: the people of the query centre (players, and club contacts,
// who coach and are named on their club's page) by name, gender, city, club and certificates.
// Staff and volunteer accounts are not shown to the public at all, and no public answer carries
// any digit of anyone's phone.
import type { UserType } from '../../db/schema';

export const PUBLIC_PERSON_TYPES = ['player', 'contact'] as const satisfies readonly UserType[];

/**
 * Passwords seen most often in public breach corpora (English and French), lower-cased: the
 * API's list (see password.ts).
 * Refusing them (NIST SP 800-63B §3.1.1.2) stops the guesses an attacker tries first without
 * imposing composition rules. Comparison ignores case.
 */
export const commonPasswords: ReadonlySet<string> = new Set(
  `123456 123456789 12345678 1234567890 12345 1234567 password password1 password123 passw0rd
  qwerty qwerty123 qwertyuiop azerty azertyuiop 111111 000000 123123 654321 666666 121212 7777777
  88888888 11111111 123321 112233 987654321 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx qazwsx abc123
  abcd1234 a1b2c3d4 iloveyou iloveyou1 princess sunshine football baseball basketball hockey
  monkey dragon master shadow letmein welcome welcome1 welcome123 admin admin123 administrator
  root toor login changeme secret trustno1 superman batman michael jennifer jordan23 charlie
  freedom whatever starwars pokemon computer internet samsung google hello123 hellohello
  loveme lovely flower cookie cheese chocolate butterfly summer winter autumn spring
  11223344 12341234 1234512345 123qwe qwe123 asdfgh asdfghjkl zxcvbnm zxcvbn 147258369
  159753 147258 963852741 741852963 999999 555555 444444 222222 333333 1111111 0987654321
  motdepasse motdepasse1 motdepasse123 soleil bonjour bonjour1 jetaime jetaime1 doudou
  chouchou loulou marseille montreal quebec canada canadiens habs habs1234 nathalie sebastien
  nicolas julien camille isabelle francois poussin coucou123 chocolat fromage tabarnak
  passer mdp123 mdpmdp 00000000 12344321 password! p@ssw0rd p@ssword passw0rd! qwerty1
  welcome2024 welcome2025 welcome2026 summer2024 summer2025 summer2026 winter2025 winter2026
  propre propre123 nettoyage menage cleaner cleaning homeowner`
    .split(/\s+/)
    .filter(Boolean),
);

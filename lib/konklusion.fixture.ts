/**
 * Expected parse of every record in `konklusion.sample.json` (228 real Afstemning rows, reference section 4),
 * one line per record, read and checked by hand against the text and against a separate template-by-template
 * reading of each row:
 *
 *   id | outcome | format | for | against | abstain | remark
 *
 * A side is `count [CODE …] [+ Name/PARTY, Name/PARTY …]` with `-` for a null count; group codes and members
 * each in text order. An empty remark column means null.
 */
export const EXPECTED_ROWS = `
7 | forkastet | A | 4 KF | 57 S RV SF EL | 45 V DF LA |
114 | forkastet | A | 25 DF EL + Karen J. Klint/S, Eigil Andersen/SF, Pernille Vigsø Bagge/SF, Steen Gade/SF | 81 V S RV SF LA KF | 0 |
123 | forkastet | A | 51 V DF LA KF | 58 S RV SF EL UFG | 0 |
245 | forkastet | A | 40 V LA KF | 69 S DF RV SF EL UFG | 0 |
251 | forkastet | A | 40 V EL KF | 68 S DF RV SF LA UFG | 0 |
265 | vedtaget | A | 85 V S RV SF KF | 27 DF EL LA UFG | 0 |
307 | vedtaget | A | 102 V S DF RV SF EL KF UFG | 5 LA | 0 |
354 | vedtaget | A | 110 V S DF RV SF EL LA KF | 0 | 0 |
388 | vedtaget | A | 110 V S DF RV SF EL LA KF | 0 | 0 |
396 | vedtaget | A | 97 V S DF RV SF KF UFG | 13 EL LA | 0 |
459 | vedtaget | A | 105 V S DF RV SF EL KF | 5 LA | 0 |
481 | forkastet | A | 8 EL | 100 V S DF RV SF LA KF | 0 |
539 | vedtaget | A | 100 V S DF RV SF LA KF | 8 EL | 0 |
636 | vedtaget | A | 72 S DF RV SF EL | 0 | 39 V LA KF |
686 | vedtaget | A | 57 S RV SF EL | 53 V DF LA KF | 0 |
737 | forkastet | A | 14 EL LA + Sofie Carsten Nielsen/RV | 91 V S DF RV SF KF | 0 |
814 | forkastet | A | 34 V KF | 76 S DF RV SF EL LA | 0 |
847 | forkastet | A | 5 LA | 106 V S DF RV SF EL KF | 0 |
875 | vedtaget | A | 96 V S RV SF EL LA KF | 13 DF | 0 |
944 | forkastet | A | 8 EL | 102 V S DF RV SF LA KF | 1 + Bjarne Laustsen/S |
972 | vedtaget | A | 103 V S DF RV SF LA KF | 8 EL | 1 + Bjarne Laustsen/S |
1022 | forkastet | A | 5 LA | 103 V S DF RV SF EL KF | 0 |
1050 | vedtaget | A | 102 V S DF RV SF LA KF | 0 | 8 EL |
1128 | vedtaget | A | 58 S RV SF EL | 0 | 50 V DF LA KF |
1155 | vedtaget | A | 95 V S RV SF EL LA KF | 0 | 14 DF |
1163 | forkastet | A | 13 DF | 97 V S RV SF EL LA KF SP | 0 |
1200 | vedtaget | A | 114 V S DF RV SF EL LA KF | 0 | 0 |
1260 | forkastet | A | 51 V DF LA KF | 58 S RV SF EL | 0 |
1275 | vedtaget | A | 94 V S DF RV SF LA | 13 EL KF | 0 |
1291 | vedtaget | A | 63 S RV SF EL LA | 43 V DF KF | 1 + Jan E. Jørgensen/V |
1405 | vedtaget | A | 102 V S DF SF KF LA KD | 5 RV | 3 EL UFG |
1429 | vedtaget | A | 109 V S DF SF KF RV EL LA KD UFG | 0 | 0 |
1457 | vedtaget | A-table | 60 | 51 | 0 |
1459 | vedtaget | A-table | 112 | 2 | 0 |
1476 | vedtaget | A | 59 V DF KF LA | 49 S SF RV EL UFG | 0 |
1507 | vedtaget | A | 110 V S DF SF KF RV EL LA UFG | 0 | 0 |
1526 | vedtaget | A | 108 V S DF SF KF RV EL LA | 0 | 0 |
1577 | vedtaget | A | 111 V S DF SF KF RV EL LA UFG | 0 | 0 |
1598 | vedtaget | A | 90 V S SF KF RV LA | 20 DF EL | 0 |
1607 | forkastet | A | 45 S SF EL | 59 V DF KF LA | 5 RV |
1619 | forkastet | A | 50 S SF RV EL | 60 V DF KF LA | 0 |
1713 | forkastet | A | 20 DF EL | 88 V S SF KF RV LA | 0 |
1750 | vedtaget | A | 104 V S DF SF KF LA | 7 RV EL | 0 |
1751 | vedtaget | A | 113 V S DF SF KF RV EL LA | 0 | 0 |
2164 | - | empty | - | - | - |
2312 | vedtaget | A | 102 V S DF RV SF EL KF UFG | 5 LA | 0 |
2348 | vedtaget | A | 70 S DF RV SF EL | 39 V LA KF | 0 |
2591 | vedtaget | A | 55 S RV SF EL ALT | 37 V LA KF | 13 DF |
2641 | vedtaget | A | 53 DF V LA KF | 49 S EL ALT RV SF | 0 |
2663 | forkastet | A | 38 DF EL LA | 64 S V RV SF KF | 6 ALT |
2689 | forkastet | A | 22 EL ALT RV SF | 80 S DF V LA KF | 0 |
2726 | forkastet | A | 19 EL ALT SF | 91 S DF V LA RV KF | 0 |
2760 | vedtaget | A | 56 DF V LA KF | 24 EL ALT RV SF | 30 S IA |
2848 | vedtaget | A | 101 S DF V LA ALT RV SF KF | 9 EL | 0 |
2881 | forkastet | A | 22 DF | 87 S V EL LA ALT RV SF KF | 0 |
2882 | forkastet | A | 22 DF | 87 S V EL LA ALT RV SF KF | 0 |
2897 | forkastet | A | 53 S EL ALT RV SF | 57 DF V LA KF | 0 |
2904 | vedtaget | A | 57 DF V ALT SF KF | 51 S EL LA RV | 0 |
2916 | vedtaget | A | 52 DF V LA KF | 49 S EL ALT RV SF | 0 |
3001 | vedtaget | A | 88 S DF V LA RV SF KF | 16 EL ALT | 0 |
3014 | vedtaget | A | 111 S DF V EL LA ALT RV SF KF | 0 | 0 |
3122 | forkastet | A | 20 EL ALT SF | 89 S DF V LA RV KF | 0 |
3268 | vedtaget | A | 61 DF V LA ALT KF | 46 S EL RV SF | 0 |
3322 | vedtaget | A | 101 S DF V LA ALT RV SF KF | 9 EL | 0 |
3409 | forkastet | A | 15 EL ALT | 89 S DF V LA RV KF | 4 SF |
3466 | vedtaget | A | 98 S DF V EL LA RV SF KF | 6 ALT | 0 |
3555 | forkastet | A | 20 EL ALT SF + Christian Langballe/DF | 91 S DF V LA RV KF | 0 |
3591 | vedtaget | A | 97 S DF V LA ALT RV SF KF | 9 EL | 0 |
3607 | forkastet | A | 51 S EL ALT RV SF | 52 DF V LA KF | 0 |
3705 | vedtaget | A | 92 S DF V LA ALT RV SF KF | 9 EL | 0 |
3768 | vedtaget | A | 87 S DF V LA RV SF KF | 0 | 15 EL ALT |
3805 | vedtaget | A | 105 S DF V EL LA ALT RV SF KF | 0 | 0 |
3808 | vedtaget | A | 91 S DF V LA ALT RV KF | 9 EL | 4 SF |
3851 | vedtaget | A | 96 S DF V LA ALT RV SF KF | 9 EL | 0 |
3867 | forkastet | A | 23 EL ALT RV SF | 56 DF V LA KF | 29 S |
3897 | forkastet | A | 40 S EL SF | 56 DF V LA KF | 11 ALT RV |
3963 | forkastet | A | 13 DF | 94 V S RV SF EL LA KF UFG | 0 |
3982 | vedtaget | A | 107 S DF V EL LA ALT RV SF KF | 0 | 0 |
4067 | - | empty | - | - | - |
4105 | - | empty | - | - | - |
4658 | - | empty | - | - | - |
4931 | - | empty | - | - | - |
5016 | - | empty | - | - | - |
5251 | - | empty | - | - | - |
5349 | - | empty | - | - | - |
5378 | - | empty | - | - | - |
5422 | - | empty | - | - | - |
5474 | - | empty | - | - | - |
5662 | - | empty | - | - | - |
6536 | forkastet | A | 9 EL | 97 S DF V LA ALT RV SF KF | 0 |
6571 | vedtaget | A | 106 S DF V EL LA ALT RV SF KF | 0 | 0 |
6638 | vedtaget | A | 99 S DF V EL LA ALT RV SF KF | 0 | 0 |
6673 | forkastet | A | 48 S EL ALT RV SF | 50 DF V LA KF | 0 |
6699 | forkastet | A | 8 ALT SF | 91 S DF V EL LA RV KF | 0 |
6711 | vedtaget | B | 108 S DF V EL LA ALT RV SF KF | 0 | 0 |
6905 | vedtaget | B | 101 S DF V LA ALT RV SF KF | 9 EL | 0 |
6942 | vedtaget | B | 55 DF V LA KF | 52 S EL ALT RV SF | 0 |
6973 | vedtaget | B | 53 DF V LA KF | 50 S EL ALT RV SF | 0 |
6987 | forkastet | B | 37 DF EL ALT | 68 S V LA RV SF KF | 0 |
7000 | forkastet | B | 19 EL ALT SF | 88 S DF V LA RV KF | 0 |
7054 | vedtaget | B | 105 S DF V EL LA ALT RV SF KF | 0 | 0 |
7134 | forkastet | B | 44 DF EL ALT RV SF | 61 S V LA KF | 0 |
7196 | vedtaget | B | 92 S V RV SF EL KF ALT LA | 12 DF NB | 0 |
7303 | forkastet | B | 49 V DF KF NB LA | 61 S RV SF EL ALT SIU | 0 |
7345 | vedtaget | B | 102 S V DF RV SF EL KF ALT NB LA | 0 | 0 |
7357 | vedtaget | B | 103 S V DF RV SF EL KF ALT NB LA | 0 | 0 |
7374 | vedtaget | B | 80 S V DF KF NB LA | 30 RV SF EL ALT | 0 |
7425 | vedtaget | B | 92 S V DF RV SF EL KF NB LA UFG | 0 | 0 |
7451 | vedtaget | B | 96 S V DF RV SF EL KF NB LA ALT UFG | 0 | 0 |
7477 | forkastet | B | 20 DF EL NB LA UFG | 65 S V RV KF ALT | 9 SF |
7646 | vedtaget | B | 70 S V DF KF NB LA | 25 RV SF EL UFG | 0 |
7672 | vedtaget | B | 76 S V DF RV KF LA | 10 EL ALT UFG | 11 SF NB |
7746 | vedtaget | B | 93 S V DF RV SF EL KF LA ALT UFG | 0 | 2 NB |
7779 | forkastet | B | 16 RV EL UFG | 80 S V DF SF KF NB LA | 0 |
7791 | vedtaget | B | 95 S V DF SF RV EL KF NB LA ALT UFG | 0 | 0 |
7819 | vedtaget | B | 93 S V DF SF RV EL KF NB LA UFG | 0 | 0 |
7856 | vedtaget | B | 93 S V DF SF RV EL KF NB LA ALT | 2 UFG | 0 |
7919 | forkastet | B | 12 KF NB LA | 83 S V DF RV SF EL ALT + Uffe Elbæk/UFG | 0 |
7929 | vedtaget | B | 87 S V DF RV SF KF NB LA ALT | 0 | 8 EL + Susanne Zimmer/UFG |
7933 | forkastet | B | 42 V DF KF NB LA | 53 S RV SF EL ALT + Susanne Zimmer/UFG | 0 |
7934 | forkastet | B | 10 DF NB | 85 S V RV SF EL KF LA ALT + Susanne Zimmer/UFG | 0 |
7944 | vedtaget | B | 95 S V DF RV SF EL KF NB LA ALT + Simon Emil Ammitzbøll-Bille/UFG, Uffe Elbæk/UFG | 0 | 0 |
7948 | forkastet | B | 17 DF KF NB | 76 S V RV SF EL LA ALT + Simon Emil Ammitzbøll-Bille/UFG, Uffe Elbæk/UFG | 0 |
7988 | vedtaget | B | 84 S V RV SF EL KF LA ALT + Susanne Zimmer/UFG | 11 DF NB | 0 |
7995 | vedtaget | B | 86 S V DF RV SF KF NB LA | 9 EL ALT + Susanne Zimmer/UFG | 0 |
8036 | vedtaget | B | 95 S V DF RV SF EL KF NB LA ALT + Susanne Zimmer/UFG | 0 | 0 |
8098 | vedtaget | B | 97 S V DF SF RV EL KF NB LA ALT UFG | 0 | 0 |
8122 | forkastet | B | 25 DF SF EL ALT UFG | 71 S V RV KF NB LA KD | 0 |
8172 | forkastet | B | 21 DF EL NB ALT KD UFG | 73 S V SF RV KF LA | 0 |
8210 | forkastet | B | 18 DF KF NB + Inger Støjberg/UFG | 78 S V SF RV EL LA ALT + Susanne Zimmer/UFG | 0 |
8229 | forkastet | B | 13 DF NB LA + Inger Støjberg/UFG | 61 S SF RV EL KF KD UFG | 22 V |
8265 | vedtaget | B | 52 S SF RV EL ALT UFG | 12 KF NB LA + Sophie Løhde/V, Inger Støjberg/UFG | 31 V DF KD |
8386 | vedtaget | B | 68 S V DF KF NB LA UFG | 29 SF RV EL FG ALT | 0 |
8392 | forkastet | B | 29 SF RV EL FG ALT | 69 S V DF KF NB LA UFG | 0 |
8399 | vedtaget | B | 89 S V SF RV EL KF LA FG ALT | 13 DF NB | 0 |
8424 | vedtaget | B | 69 S DF SF RV EL LA FG ALT | 33 V KF NB | 0 |
8586 | forkastet | B | 31 V KF NB | 68 S DF SF RV EL LA FG ALT IA | 0 |
8601 | forkastet | B | 12 DF FG | 79 S V SF RV EL LA ALT IA | 9 KF NB |
8640 | forkastet | B | 45 V DF KF NB LA | 57 S SF RV EL FG KD | 0 |
8697 | vedtaget | B | 84 S V SF RV EL KF FG | 5 NB LA + Dennis Flydtkjær/DF | 8 DF UFG |
8776 | forkastet | B | 22 RV DF NB LA KD UFG | 77 S V SF EL KF FG ALT + Rasmus Helveg Petersen/RV | 0 |
8820 | forkastet | B | 34 V KF NB + Orla Østerby/UFG, Naser Khader/UFG | 65 S SF RV EL DF LA UFG | 0 |
8840 | vedtaget | B | 97 S V SF RV EL KF DF NB LA FG ALT UFG | 0 | 0 |
8871 | forkastet | B | 28 V NB LA + Katarina Ammitzbøll/KF, Peter Skaarup/DF, Naser Khader/UFG | 68 S SF RV EL KF DF FG ALT UFG | 0 |
8899 | forkastet | B | 44 S SF EL + Hans Kristian Skibby/UFG, Bent Bøgsted/UFG, Karina Adsbøl/UFG | 49 V RV KF DF NB LA FG + Orla Østerby/UFG, Naser Khader/UFG, Simon Emil Ammitzbøll-Bille/UFG | 0 |
8903 | forkastet | B | 26 SF RV EL FG | 67 S V KF DF NB LA UFG | 0 |
8965 | vedtaget | B | 96 S V SF RV EL KF DF NB LA FG ALT UFG | 0 | 0 |
9117 | forkastet | B | 9 DD | 98 S V M SF LA KF EL RV DF ALT NB SP | 0 |
9219 | forkastet | B | 18 SF EL ALT | 90 S V M DD LA KF RV DF | 0 |
9240 | forkastet | B | 6 DF + Søren Espersen/DD, Karina Adsbøl/DD | 101 S V M SF DD LA KF EL RV ALT | 0 |
9331 | forkastet | B | 5 DF NB | 94 S V M SF LA KF EL RV ALT | 8 DD |
9365 | forkastet | B | 25 DD KF DF ALT NB + Michael Aastrup Jensen/V, Lars Boje Mathiesen/UFG | 79 S V SF M LA RV + Jon Stephensen/UFG | 4 EL |
9385 | vedtaget | B | 102 S V SF M DD LA KF EL RV ALT + Pia Kjærsgaard/DF, Jon Stephensen/UFG | 2 + Alex Vanopslagh/LA, Lars Boje Mathiesen/UFG | 4 DF NB |
9435 | forkastet | B | 9 EL RV | 100 S V SF M DD LA KF DF ALT NB UFG | 1 + Theresa Scavenius/UFG |
9449 | forkastet | B | 66 DD LA KF EL RV DF ALT NB + Lars Boje Mathiesen/UFG | 102 S V SF M + Jon Stephensen/UFG | 0 |
9566 | forkastet | B | 30 LA DD KF DF + Lars Boje Mathiesen/UFG, Kim Edberg Andersen/UFG | 78 S V SF M EL RV ALT + Jon Stephensen/UFG, Mike Villa Fonseca/UFG | 0 |
9649 | vedtaget | B | 107 S V DD SF LA M KF EL RV DF ALT UFG | 0 | 1 + Theresa Scavenius/UFG |
9687 | forkastet | B | 24 SF LA EL + Lars Boje Mathiesen/UFG, Theresa Scavenius/UFG | 80 S V DD M KF RV DF + Jon Stephensen/UFG, Mike Villa Fonseca/UFG | 3 ALT |
9729 | forkastet | B | 21 SF EL RV ALT | 83 S V DD LA M KF DF | 2 UFG |
9744 | vedtaget | B | 101 S V DD SF LA M KF RV DF ALT UFG | 5 EL | 1 + Lars Boje Mathiesen/UFG |
9761 | vedtaget | B | 108 S V DD SF LA M KF EL RV DF ALT UFG | 1 + Pia Kjærsgaard/DF | 0 |
9770 | forkastet | B | 25 SF LA EL ALT | 79 S V DD M KF RV DF UFG + Ole Birk Olesen/LA | 0 |
9829 | vedtaget | B | 107 S V DD SF LA M KF EL RV DF ALT UFG | 1 + Jens Henrik Thulesen Dahl/DD | 0 |
9844 | vedtaget | B | 94 S V SF LA M KF EL RV ALT UFG | 14 DD DF + Lars Boje Mathiesen/UFG | 0 |
9848 | vedtaget | B | 92 S V SF LA M KF EL RV UFG | 17 DD DF ALT + Lars Boje Mathiesen/UFG | 0 |
9875 | forkastet | B | 13 DD DF | 77 S V SF M EL RV ALT + Jon Stephensen/UFG | 17 LA KF UFG |
9900 | forkastet | B | 27 SF KF EL RV ALT | 80 S V DD LA M DF UFG | 0 |
9913 | vedtaget | D | - | - | - |
9916 | vedtaget | D | 107 S V DD SF LA M KF EL RV DF ALT UFG | 0 | 0 |
9925 | vedtaget | D | 109 S V DD SF LA M KF EL RV DF ALT UFG | 0 | 0 |
9952 | vedtaget | D | 81 S V DD M KF DF ALT UFG | 28 SF LA EL RV + Jeppe Søe/UFG | 0 |
9970 | vedtaget | D | 72 S V DD M DF + Jon Stephensen/UFG | 38 SF LA KF EL RV ALT UFG | 1 + Lars Boje Mathiesen/UFG |
9975 | vedtaget | D | 109 S V DD SF LA M KF EL RV DF ALT UFG | 0 | 0 |
9980 | vedtaget | D | 110 S V DD SF LA M KF EL RV DF ALT UFG | 0 | 0 |
9988 | vedtaget | D | 85 S V SF M KF RV DF ALT | 15 DD EL UFG | 9 LA |
9991 | vedtaget | D | 79 S V SF M EL RV ALT | 5 DF UFG | 21 DD LA KF + Mike Villa Fonseca/UFG |
9998 | vedtaget | D | 108 S V DD SF LA M KF EL RV DF UFG | 3 ALT | 0 |
10000 | vedtaget | D | 87 S V SF M KF EL RV ALT + Mike Villa Fonseca/UFG | 20 DD LA UFG | 4 DF |
10002 | vedtaget | D | 95 S V DD LA M KF RV DF UFG | 12 SF ALT | 5 EL |
10026 | vedtaget | D | 110 S V DD SF LA M KF EL RV DF ALT UFG | 0 | 0 |
10035 | forkastet | D | 28 DD LA EL ALT UFG | 78 S V SF M KF RV + Jon Stephensen/UFG | 4 DF |
10051 | forkastet | D | 10 LA DF + Lars Boje Mathiesen/UFG | 92 S V DD SF M EL RV ALT UFG + Ole Birk Olesen/LA, Carl Andersen/LA, Alexander Ryle/LA | 6 KF |
10058 | forkastet | D | 30 DD LA KF DF UFG | 78 S V SF M EL RV ALT + Jon Stephensen/UFG | 0 |
10071 | forkastet | D | 30 DD LA KF DF UFG + Christina Olumeko/ALT | 77 S V SF M EL RV ALT + Jon Stephensen/UFG | 1 + Lars Boje Mathiesen/UFG |
10072 | forkastet | D | 32 DD LA KF DF ALT UFG | 75 S V SF M EL RV + Jon Stephensen/UFG | 1 + Lars Boje Mathiesen/UFG |
10074 | forkastet | D | 4 DF + Lars Boje Mathiesen/UFG | 99 S V DD SF LA M KF RV ALT UFG | 5 EL |
10115 | vedtaget | D | 103 S V DD SF LA M KF RV DF ALT SP UFG | 5 EL | 0 |
10118 | forkastet | D | 31 DD LA KF DF BP UFG | 77 S V SF M EL RV ALT | 0 |
10120 | forkastet | D | 9 RV ALT + Hans Kristian Skibby/DD, Kenneth Fredslund Petersen/DD | 87 S V DD LA M KF DF BP UFG | 14 SF EL |
10123 | vedtaget | D | 97 S V DD SF M KF EL RV DF ALT UFG | 9 LA | 1 + Mike Villa Fonseca/UFG |
10125 | vedtaget | D | 107 S V DD SF LA M KF EL RV DF ALT UFG | 0 | 0 |
10142 | forkastet | D | 21 SF EL RV ALT | 82 S V DD LA M DF BP + Jon Stephensen/UFG, Mike Villa Fonseca/UFG, Jeppe Søe/UFG | 6 KF |
10146 | vedtaget | D | 111 S V DD SF LA M KF EL RV DF ALT BP + Jon Stephensen/UFG, Mike Villa Fonseca/UFG, Jeppe Søe/UFG | 0 | 0 |
10147 | vedtaget | D | 109 S V DD SF LA M KF EL RV DF ALT BP + Jon Stephensen/UFG, Mike Villa Fonseca/UFG, Jeppe Søe/UFG | 0 | 1 + Jan E. Jørgensen/V |
10151 | vedtaget | D | 92 S V DD SF M EL RV DF ALT + Jon Stephensen/UFG, Mike Villa Fonseca/UFG | 17 LA KF BP + Jeppe Søe/UFG | 0 |
10152 | forkastet | D | 7 DF ALT | 102 S V DD SF LA M KF EL RV BP + Jon Stephensen/UFG, Mike Villa Fonseca/UFG, Jeppe Søe/UFG | 0 |
10167 | vedtaget | D | 66 S V SF M + Jon Stephensen/UFG, Mike Villa Fonseca/UFG | 42 DD LA KF EL RV DF ALT BP | 0 |
10174 | vedtaget | D | 99 S V DD SF LA M KF EL DF + Jon Stephensen/UFG, Mike Villa Fonseca/UFG, Jeppe Søe/UFG | 0 | 8 RV ALT BP |
10179 | vedtaget | D | 91 S V DD SF LA M KF + Jon Stephensen/UFG, Mike Villa Fonseca/UFG, Jeppe Søe/UFG | 13 EL DF ALT BP | 4 RV |
10181 | vedtaget | D | 74 S V SF M EL RV ALT + Helena Artmann Andresen/LA, Jon Stephensen/UFG, Jeppe Søe/UFG | 29 DD LA KF DF BP + Søren Gade/V, Mike Villa Fonseca/UFG | 0 |
10193 | vedtaget | D | 109 S V DD SF LA M KF EL DF RV ALT BP + Jon Stephensen/UFG, Mike Villa Fonseca/UFG | 0 | 0 |
10198 | forkastet | D | 30 DD LA KF DF BP + Mike Villa Fonseca/UFG | 74 S V SF M EL ALT + Jon Stephensen/UFG | 4 RV |
10206 | forkastet | D | 20 DD KF DF BP | 88 S V SF LA M EL RV ALT + Jon Stephensen/UFG, Mike Villa Fonseca/UFG, Jeppe Søe/UFG | 0 |
10211 | vedtaget | D | 105 S V DD SF LA M KF EL DF RV ALT BP + Jon Stephensen/UFG, Jeppe Søe/UFG | 1 + Mike Villa Fonseca/UFG | 0 |
10219 | vedtaget | D | 103 S V DD SF LA M KF DF RV ALT + Jon Stephensen/UFG, Mike Villa Fonseca/UFG, Jeppe Søe/UFG | 6 EL + Theresa Scavenius/UFG | 1 BP |
10224 | forkastet | D | 5 DF BP | 106 S V DD SF LA M KF EL RV ALT + Jon Stephensen/UFG, Mike Villa Fonseca/UFG, Jeppe Søe/UFG | 0 |
10232 | forkastet | D | 4 ALT + Theresa Scavenius/UFG | 100 S V DD SF LA M KF DF BP + Jon Stephensen/UFG, Mike Villa Fonseca/UFG, Jeppe Søe/UFG | 9 EL RV |
10234 | vedtaget | D | 95 S V SF LA M KF EL RV ALT + Jon Stephensen/UFG, Mike Villa Fonseca/UFG, Jeppe Søe/UFG | 0 | 14 DD DF |
10237 | vedtaget | D | 103 S V DD SF LA M KF DF RV BP + Jon Stephensen/UFG, Mike Villa Fonseca/UFG, Jeppe Søe/UFG | 8 EL ALT | 0 |
10240 | vedtaget | D | 109 S V DD SF LA M KF EL DF RV ALT BP + Jon Stephensen/UFG, Mike Villa Fonseca/UFG, Jeppe Søe/UFG | 0 | 0 |
10257 | vedtaget | D | 90 S V DD SF M KF EL RV ALT + Jon Stephensen/UFG | 15 LA DF + Mike Villa Fonseca/UFG, Jeppe Søe/UFG | 0 |
10258 | vedtaget | D | 81 S V DD LA M KF RV + Mike Villa Fonseca/UFG, Jeppe Søe/UFG | 21 SF EL DF ALT | 0 |
10271 | vedtaget | D | 92 S V DD SF LA M KF BP + Jon Stephensen/UFG, Mike Villa Fonseca/UFG | 16 EL DF RV ALT | 0 |
10275 | forkastet | D | 17 SF EL ALT | 91 S V DD LA M KF DF RV BP + Jon Stephensen/UFG, Mike Villa Fonseca/UFG | 0 |
10284 | forkastet | D | 21 SF EL RV ALT | 87 S V DD LA M KF DF BP + Jon Stephensen/UFG, Mike Villa Fonseca/UFG | 0 |
10291 | vedtaget | D | 101 S V DD SF LA M KF EL DF RV ALT BP + Jon Stephensen/UFG, Jeppe Søe/UFG | 0 | 0 |
10295 | vedtaget | D | 100 S V DD SF LA M KF EL DF RV ALT + Jon Stephensen/UFG, Jeppe Søe/UFG | 1 BP | 0 |
10299 | vedtaget | D | 100 S V DD SF LA M KF EL DF RV ALT BP + Jon Stephensen/UFG, Jeppe Søe/UFG | 0 | 0 |
10300 | vedtaget | D | 100 S V DD SF LA M KF EL DF RV ALT + Jon Stephensen/UFG, Jeppe Søe/UFG | 1 BP | 0 |
10321 | vedtaget | D | 88 S V SF LA M KF EL RV ALT + Jon Stephensen/UFG, Mike Villa Fonseca/UFG | 14 DD DF BP + Jeppe Søe/UFG | 0 |
10334 | vedtaget | D | 108 S V DD SF LA M KF EL DF RV ALT BP + Mike Villa Fonseca/UFG, Jeppe Søe/UFG | 0 | 0 |
10335 | vedtaget | D | 111 S V DD SF LA M KF EL DF RV ALT BP + Jon Stephensen/UFG, Mike Villa Fonseca/UFG, Jeppe Søe/UFG | 0 | 0 |
10339 | vedtaget | D | 85 S V DD SF M KF RV BP + Jon Stephensen/UFG | 23 LA EL DF ALT + Jeppe Søe/UFG, Theresa Scavenius/UFG | 1 + Mike Villa Fonseca/UFG |
10341 | vedtaget | D | 93 S V DD SF M KF EL RV ALT + Jon Stephensen/UFG | 15 LA DF BP + Jeppe Søe/UFG | 1 + Mike Villa Fonseca/UFG |
10354 | vedtaget | D | 83 S V DD M KF EL DF + Jon Stephensen/UFG, Mike Villa Fonseca/UFG, Jeppe Søe/UFG | 16 LA RV ALT | 9 SF BP |
10355 | vedtaget | D | 73 S V SF M RV ALT + Jon Stephensen/UFG | 34 DD LA KF EL DF BP + Mike Villa Fonseca/UFG, Jeppe Søe/UFG | 0 |
10364 | forkastet | D | 15 DD DF BP + Jeppe Søe/UFG, Theresa Scavenius/UFG | 90 S V SF LA M KF EL RV ALT + Jon Stephensen/UFG, Mike Villa Fonseca/UFG | 0 |
10366 | forkastet | D | 27 DD LA KF DF BP + Jeppe Søe/UFG | 76 S V SF M EL RV ALT + Jon Stephensen/UFG, Mike Villa Fonseca/UFG | 0 |
`;

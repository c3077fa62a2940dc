#pragma once

#include <QString>
#include <QStringView>

#include <core/util/result.h>

namespace Ei::Core {

// Normalises a DOI as a curator pastes it: "10.x/...", "doi:10.x/...", "https://doi.org/10.x/...",
// "http://dx.doi.org/...", "info:doi/...", any case, percent-encoded suffix, surrounding whitespace,
// quotes or brackets, and trailing sentence punctuation. The result is the lower-case DOI
// ("10.1002/(sici)1097-461x(1998)66:4<261::aid-qua1>3.0.co;2-t"), the form match0:doi stores.
// Anything else is InvalidInput with a sentence saying what a DOI looks like. Safe on any input.
Result<QString> normalizeDoi(QStringView input);

// Cheap test used to route a query (lookup): true when the input has a DOI shape after the
// prefixes are stripped. Equivalent to normalizeDoi(input).has_value().
bool looksLikeDoi(QStringView input);

// Lenient: the DOI in metadata text (GROBID's idno, a Crossref record's DOI field, a DOI the
// matcher compares), lower-cased after the same cleaning as normalizeDoi, or an empty string when
// it does not start with "10." and contain a '/'. The registrant and suffix are not checked further,
// and a '%' is decoded only in a doi.org link (in metadata a literal '%' may belong to the DOI).
QString normalizeDoiText(QStringView text);

} // namespace Ei::Core

#pragma once

#include <QString>
#include <QStringView>

namespace Ei::Core {

// Lower-case, NFKD with accents removed, HTML tags/entities and punctuation to spaces, spaces
// collapsed: "Paré, G." -> "pare g". The key under which the matcher compares titles, names and
// numbers, and the TEI comparison pairs references; in util so that neither tei/ nor match/ has to
// include the other for it.
QString titleSlug(QStringView text);

} // namespace Ei::Core

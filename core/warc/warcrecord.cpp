#include "warcrecord.h"

#include <QCoreApplication>

namespace Ei::Core::Warc {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::Warc::WarcRecord)
};

} // namespace

RecordType recordTypeFromName(QByteArrayView name)
{
    struct Entry
    {
        const char *name;
        RecordType type;
    };
    static constexpr Entry kTypes[] = {
        {"warcinfo", RecordType::Warcinfo},     {"response", RecordType::Response},
        {"resource", RecordType::Resource},     {"request", RecordType::Request},
        {"metadata", RecordType::Metadata},     {"revisit", RecordType::Revisit},
        {"conversion", RecordType::Conversion}, {"continuation", RecordType::Continuation},
    };
    for (const Entry &e : kTypes) {
        if (name.compare(QByteArrayView(e.name), Qt::CaseInsensitive) == 0) {
            return e.type;
        }
    }
    return RecordType::Unknown;
}

QString describe(const DigestCheck &check)
{
    const QString header = QString::fromLatin1(check.header);
    switch (check.state) {
    case DigestCheck::State::Absent:
        return Tr::tr("%1 is absent.").arg(header);
    case DigestCheck::State::Ok:
        return Tr::tr("%1 %2 matches.").arg(header, QString::fromLatin1(check.written));
    case DigestCheck::State::Mismatch:
        return Tr::tr("%1 %2 does not match the bytes read (%3).")
            .arg(header, QString::fromLatin1(check.written), sha1Label(check.computed));
    case DigestCheck::State::Unsupported:
        return Tr::tr("%1 %2 could not be checked (unknown algorithm or encoding).")
            .arg(header, QString::fromLatin1(check.written));
    }
    return {};
}

QStringList WarcRecord::digestFailures() const
{
    QStringList out;
    for (const DigestCheck *c : {&payloadDigest, &blockDigest}) {
        if (c->state == DigestCheck::State::Mismatch) {
            out.append(describe(*c));
        }
    }
    return out;
}

} // namespace Ei::Core::Warc

#include "pdfsource.h"

#include <QCoreApplication>
#include <QDir>

#include <core/hbase/httpauth.h>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::PdfSource)
};

struct KindName
{
    PdfSourceSpec::Kind kind;
    QLatin1StringView name;
};
constexpr KindName kKinds[] = {
    {PdfSourceSpec::Kind::WarcDir, QLatin1StringView("warc-dir")},
    {PdfSourceSpec::Kind::WarcHttp, QLatin1StringView("warc-http")},
    {PdfSourceSpec::Kind::Wayback, QLatin1StringView("wayback")},
    {PdfSourceSpec::Kind::BlobDir, QLatin1StringView("blob-dir")},
    {PdfSourceSpec::Kind::BlobHttp, QLatin1StringView("blob-http")},
};

QString joinUrl(const QString &base, const QString &relative)
{
    return base + QLatin1Char('/') + relative;
}

QString encodeSegments(const QString &path)
{
    QStringList parts;
    for (const QString &p : path.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        parts.append(QString::fromLatin1(QUrl::toPercentEncoding(p)));
    }
    return parts.join(QLatin1Char('/'));
}

} // namespace

QString kindName(PdfSourceSpec::Kind kind)
{
    for (const KindName &k : kKinds) {
        if (k.kind == kind) {
            return k.name;
        }
    }
    return {};
}

QString blobRelativePath(const QString &sha1Hex, const QString &prefix, const QString &suffix)
{
    return prefix + QLatin1Char('/') + sha1Hex.left(2) + QLatin1Char('/') + sha1Hex.mid(2, 2) +
           QLatin1Char('/') + sha1Hex + suffix;
}

Result<PdfSourceSpec> PdfSourceSpec::parse(const QString &spec)
{
    auto override = takeAuthOverride(spec);
    if (!override) {
        return fail(ErrorKind::InvalidInput, Tr::tr("The PDF source %1").arg(override.error().message));
    }
    const QString s = override->spec;
    const qsizetype colon = s.indexOf(QLatin1Char(':'));
    const QString kind = colon > 0 ? s.left(colon) : QString();
    QString location = colon > 0 ? s.mid(colon + 1).trimmed() : QString();
    for (const KindName &k : kKinds) {
        if (kind != k.name) {
            continue;
        }
        if (location.isEmpty()) {
            return fail(ErrorKind::InvalidInput,
                        Tr::tr("The PDF source \"%1\" lacks its %2.")
                            .arg(spec, k.kind == Kind::WarcDir || k.kind == Kind::BlobDir
                                           ? Tr::tr("directory")
                                           : Tr::tr("base URL")));
        }
        while (location.size() > 1 && location.endsWith(QLatin1Char('/'))) {
            location.chop(1);
        }
        PdfSourceSpec out{k.kind, location, override->kind};
        if (out.authKind && !out.isHttp()) {
            return fail(ErrorKind::InvalidInput,
                        Tr::tr("The PDF source \"%1\" is a folder: only warc-http:, wayback: and blob-http: "
                               "sources take auth=.")
                            .arg(spec));
        }
        if (out.isHttp()) {
            const QUrl url(location, QUrl::StrictMode);
            if (!url.isValid() ||
                (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")) ||
                url.host().isEmpty()) {
                return fail(ErrorKind::InvalidInput,
                            Tr::tr("The PDF source \"%1\" needs an http:// or https:// base URL.").arg(spec));
            }
        }
        return out;
    }
    return fail(ErrorKind::InvalidInput, Tr::tr("The PDF source \"%1\" is not one of warc-dir:PATH, "
                                                "warc-http:URL, wayback:URL, blob-dir:PATH, blob-http:URL.")
                                             .arg(spec));
}

Result<QList<PdfSourceSpec>> PdfSourceSpec::parseList(const QStringList &specs)
{
    QList<PdfSourceSpec> out;
    for (const QString &s : specs) {
        auto p = parse(s);
        if (!p) {
            return std::unexpected(p.error());
        }
        out.append(*p);
    }
    return out;
}

QString PdfSourceSpec::text() const
{
    return kindName(kind) + QLatin1Char(':') + location + authOverrideSuffix(authKind);
}

QStringList PdfSourceSpec::candidates(const PdfLocator &loc, QString *whyNot) const
{
    QStringList out;
    auto refuse = [whyNot](const QString &why) {
        if (whyNot) {
            *whyNot = why;
        }
        return QStringList();
    };
    switch (kind) {
    case Kind::WarcDir:
        if (!loc.hasWarc()) {
            return refuse(Tr::tr("the row names no WARC file and offset"));
        }
        if (!loc.warcItem().isEmpty()) {
            out.append(QDir(location).filePath(loc.warcPath));
        }
        out.append(QDir(location).filePath(loc.warcFileName()));
        // An absolute warcPath (CLI --warc /x/y.warc.gz) is tried as is, then its file name under PATH.
        out.removeDuplicates();
        return out;
    case Kind::WarcHttp:
        if (!loc.hasWarc()) {
            return refuse(Tr::tr("the row names no WARC file and offset"));
        }
        out.append(joinUrl(location, encodeSegments(loc.warcPath)));
        return out;
    case Kind::Wayback:
        if (!loc.hasCapture()) {
            return refuse(Tr::tr("the row names no captured URL and capture time"));
        }
        // Wayback takes the original URL verbatim after the timestamp; "id_" asks for the
        // original bytes without the replay banner or rewriting.
        out.append(joinUrl(location,
                           QStringLiteral("web/") + loc.captureDatetime + QStringLiteral("id_/") + loc.url));
        return out;
    case Kind::BlobDir:
    case Kind::BlobHttp:
        if (loc.sha1Hex.size() != 40) {
            return refuse(Tr::tr("the row key is not a SHA-1"));
        }
        for (const QString &rel :
             QStringList{blobRelativePath(loc.sha1Hex), loc.sha1Hex + QStringLiteral(".pdf")}) {
            out.append(kind == Kind::BlobDir ? QDir(location).filePath(rel) : joinUrl(location, rel));
        }
        return out;
    }
    return out;
}

QStringList PdfSourceSpec::teiCandidates(const QString &sha1Hex) const
{
    if (!isBlob() || sha1Hex.size() != 40) {
        return {};
    }
    const QString rel = blobRelativePath(sha1Hex, QStringLiteral("grobid"), QStringLiteral(".tei.xml"));
    return {kind == Kind::BlobDir ? QDir(location).filePath(rel) : joinUrl(location, rel)};
}

} // namespace Ei::Core

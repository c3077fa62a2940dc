#include "profilecolumns.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <core/domain/cellcodec.h>
#include <models/rowmetadataloader.h>

namespace Ei::Models {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Models::ProfileColumns)
};

constexpr Qt::Alignment kRight = Qt::AlignRight | Qt::AlignVCenter;
constexpr Qt::Alignment kLeft = Qt::AlignLeft | Qt::AlignVCenter;

// The journal-extract order a curator reads a row in; other profiles keep their own order.
const QList<QByteArray> kPreferredOrder{
    QByteArrayLiteral("grobid0:status_code"),
    QByteArrayLiteral("grobid_version"),
    QByteArrayLiteral("title"),
    QByteArrayLiteral("match0:mstatus"),
    QByteArrayLiteral("match0:doi"),
    QByteArrayLiteral("file:size"),
    QByteArrayLiteral("grobid0:quality"),
    QByteArrayLiteral("file:mime"),
};

QString shortLabel(const QByteArray &column, const Core::ColumnSpec *spec)
{
    if (column == "grobid0:status_code") {
        return Tr::tr("Status");
    }
    if (column == "match0:mstatus") {
        return Tr::tr("Match");
    }
    if (column == "match0:doi") {
        return Tr::tr("DOI");
    }
    if (column == "file:size") {
        return Tr::tr("Size");
    }
    if (column == "grobid0:quality") {
        return Tr::tr("Quality");
    }
    if (column == "file:mime") {
        return Tr::tr("MIME");
    }
    return spec && !spec->label.isEmpty() ? spec->label : QString::fromUtf8(column);
}

RowColumn cellColumn(const Core::Profile &profile, const QByteArray &column)
{
    const Core::ColumnSpec *spec = profile.column(column);
    const Core::ColumnType type = spec ? spec->type : Core::ColumnType::Auto;
    RowColumn c;
    c.label = shortLabel(column, spec);
    if (type == Core::ColumnType::Int64Be) {
        c.alignment = kRight;
        c.groupDigits = column == "file:size";
        c.decode = [column](const Core::Row &r) {
            const Core::Cell *cell = r.find(column);
            const auto v = cell ? Core::decodeInt64Be(cell->value) : std::nullopt;
            if (!cell && column == "grobid0:status_code" && r.find("grobid0:reprocess")) {
                // A curator asked for reprocessing and the status was deleted (domain.md §3); the
                // list reads grobid0:reprocess with its light columns for this.
                return QVariant(Tr::tr("queued"));
            }
            return v ? QVariant(*v) : QVariant();
        };
    } else if (column == "grobid0:quality") {
        // Designed as a bare word, curated as {"quality": …} (domain.md §3): show the word.
        c.decode = [column](const Core::Row &r) {
            const Core::Cell *cell = r.find(column);
            if (!cell) {
                return QVariant();
            }
            const QJsonDocument doc = QJsonDocument::fromJson(cell->value);
            return QVariant(doc.isObject() ? doc.object().value(QLatin1StringView("quality")).toString()
                                           : QString::fromUtf8(cell->value).trimmed());
        };
    } else {
        c.decode = [profile, column](const Core::Row &r) {
            const Core::Cell *cell = r.find(column);
            return cell ? QVariant(Core::decodeCell(profile, column, cell->value).display) : QVariant();
        };
    }
    return c;
}

} // namespace

ProfileColumns::ProfileColumns(Core::Profile profile, Core::KeyFormat keyFormat,
                               const RowMetadataLoader *metadata, QObject *parent)
    : QObject(parent)
    , m_profile(std::move(profile))
    , m_keyFormat(keyFormat)
    , m_metadata(metadata)
    , m_keyDisplay(std::make_shared<Core::Sha1Display>(kDefaultKeyDisplay))
{}

ProfileColumns::~ProfileColumns() = default;

void ProfileColumns::setKeyDisplay(Core::Sha1Display display)
{
    if (*m_keyDisplay == display) {
        return;
    }
    *m_keyDisplay = display;
    Q_EMIT keyDisplayChanged(display);
}

QList<ProfileColumns::Entry> ProfileColumns::build() const
{
    QList<Entry> entries;
    const Core::KeyFormat format = m_keyFormat;
    const std::shared_ptr<Core::Sha1Display> display = m_keyDisplay;
    entries.append({QStringLiteral("key"),
                    {Tr::tr("Key"),
                     [format, display](const Core::Row &r) {
                         return QVariant(Core::displayRowKey(r.key, format, *display));
                     },
                     kLeft, false}});
    QList<Entry> cells;
    for (const QByteArray &column : m_profile.lightListColumns()) {
        if (column == "f:c") {
            continue; // the capture JSON: the Cells tab shows it; as a list column it is noise
        }
        cells.append({QString::fromUtf8(column), cellColumn(m_profile, column)});
    }
    // Title and GROBID version live in the heavy grobid0:metadata cell: lazily, visible rows only.
    if (m_metadata && m_profile.column("grobid0:metadata")) {
        const RowMetadataLoader *loader = m_metadata;
        const auto lazy = [loader](bool title) {
            return [loader, title](const Core::Row &r) {
                const RowMetadataLoader::Fields *f = loader->fields(r.key);
                if (!f) {
                    return QVariant(QStringLiteral("…"));
                }
                return QVariant(title ? f->title : f->grobidVersion);
            };
        };
        cells.append({QStringLiteral("grobid_version"), {Tr::tr("GROBID"), lazy(false), kLeft, false}});
        cells.append({QStringLiteral("title"), {Tr::tr("Title"), lazy(true), kLeft, false}});
    }
    std::stable_sort(cells.begin(), cells.end(), [](const Entry &a, const Entry &b) {
        const auto rank = [](const Entry &e) {
            const qsizetype i = kPreferredOrder.indexOf(e.id.toUtf8());
            return i < 0 ? kPreferredOrder.size() : i;
        };
        return rank(a) < rank(b);
    });
    entries += cells;
    return entries;
}

QStringList ProfileColumns::defaultHiddenIds() const
{
    QStringList out;
    const QStringList shown = ids();
    for (const QByteArray &column : m_profile.listHidden) {
        if (const QString id = QString::fromUtf8(column); shown.contains(id)) {
            out.append(id);
        }
    }
    return out;
}

QString ProfileColumns::stretchId() const
{
    const QString title = QStringLiteral("title");
    return ids().contains(title) ? title : QString();
}

QList<RowColumn> ProfileColumns::columns() const
{
    QList<RowColumn> out;
    for (const Entry &e : build()) {
        out.append(e.column);
    }
    return out;
}

QStringList ProfileColumns::ids() const
{
    QStringList out;
    for (const Entry &e : build()) {
        out.append(e.id);
    }
    return out;
}

} // namespace Ei::Models

#include "connectiondialog.h"

#include <KMessageWidget>

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <core/domain/profile.h>
#include <core/domain/rowkey.h>
#include <ui/authenticationsection.h>
#include <ui/connectiontester.h>

namespace Ei::Ui {

namespace {
constexpr int kSecretColumn = 2;
} // namespace

ConnectionDialog::ConnectionDialog(QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit(this))
    , m_url(new QLineEdit(this))
    , m_table(new QLineEdit(this))
    , m_keyFormat(new QComboBox(this))
    , m_profile(new QLineEdit(this))
    , m_headers(new QTableWidget(0, 3, this))
    , m_caFile(new QLineEdit(this))
    , m_insecure(new QCheckBox(tr("Do not verify TLS certificates (insecure)"), this))
    , m_insecureWarning(new KMessageWidget(this))
    , m_readOnly(new QCheckBox(tr("Read-only: refuse every write"), this))
    , m_timeout(new QSpinBox(this))
    , m_compression(new QComboBox(this))
    , m_pdfSources(new QPlainTextEdit(this))
    , m_crossrefKind(new QComboBox(this))
    , m_crossref(new QLineEdit(this))
    , m_crossrefPassword(new QLineEdit(this))
    , m_crossrefPasswordLabel(new QLabel(tr("Crossref pass&word:"), this))
    , m_crossrefTestButton(new QPushButton(tr("Test C&rossref"), this))
    , m_crossrefTestResult(new QLabel(this))
    , m_testButton(new QPushButton(tr("&Test Connection"), this))
    , m_testResult(new QLabel(this))
    , m_error(new QLabel(this))
    , m_moreGateways(new QPlainTextEdit(this))
    , m_parallelScans(new QSpinBox(this))
{
    m_auth = new AuthenticationSection(this);
    setWindowTitle(tr("Connection"));
    m_url->setPlaceholderText(QStringLiteral("http://127.0.0.1:8080"));
    m_table->setPlaceholderText(QStringLiteral("wbgrp-journal-extract-0-prod"));
    m_keyFormat->addItem(tr("From the profile"), QString());
    for (const QString &name : Core::keyFormatNames()) {
        m_keyFormat->addItem(name, name);
    }
    m_profile->setPlaceholderText(tr("chosen from the table name"));
    auto *profiles = new QCompleter(Core::ProfileRegistry::withUserProfiles().names(), m_profile);
    profiles->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    m_profile->setCompleter(profiles);
    m_headers->setHorizontalHeaderLabels({tr("Header"), tr("Value"), tr("Secret")});
    // Fields in a row of their own (beside a button, under a kind) have no label buddy: their
    // accessible names are what a screen reader says for them (docs/accessibility.md).
    m_headers->setAccessibleName(tr("Extra headers"));
    m_headers->setTabKeyNavigation(false); // Tab leaves the table (arrows move between cells)
    m_caFile->setAccessibleName(tr("CA file"));
    m_crossref->setAccessibleName(tr("Crossref source"));
    m_pdfSources->setTabChangesFocus(true); // one source per line: Tab is never part of one
    m_headers->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_headers->verticalHeader()->hide();
    m_headers->setMaximumHeight(110);
    m_headers->setToolTip(
        tr("Secret values are stored apart from the settings, readable only by you, and never logged"));
    auto *addHeader = new QPushButton(tr("Add Header"), this);
    auto *removeHeader = new QPushButton(tr("Remove"), this);
    m_caFile->setPlaceholderText(tr("system certificates only"));
    auto *browseCa = new QPushButton(tr("Browse…"), this);
    connect(browseCa, &QPushButton::clicked, this, [this] {
        auto *files = new QFileDialog(this, tr("CA Certificates (PEM)"));
        files->setAttribute(Qt::WA_DeleteOnClose);
        files->setFileMode(QFileDialog::ExistingFile);
        files->setNameFilters({tr("PEM certificates (*.pem *.crt *.cer)"), tr("All files (*)")});
        connect(files, &QFileDialog::fileSelected, m_caFile, &QLineEdit::setText);
        files->open();
    });
    // A warning strip like the window's others (KMessageWidget); it goes with the checkbox.
    m_insecureWarning->setMessageType(KMessageWidget::Warning);
    m_insecureWarning->setCloseButtonVisible(false);
    m_insecureWarning->setWordWrap(true);
    m_insecureWarning->setText(
        tr("⚠ Certificates are not checked: anyone on the network path can read and change "
           "what this connection sends and receives."));
    m_insecureWarning->setObjectName(QStringLiteral("insecureWarning"));
    m_insecure->setObjectName(QStringLiteral("insecureTls"));
    m_timeout->setRange(1, 600);
    m_timeout->setSuffix(tr(" s"));
    m_compression->setObjectName(QStringLiteral("compression"));
    m_compression->addItem(tr("Automatic (off for a server on this computer)"),
                           Core::compressionName(Core::Compression::Auto));
    m_compression->addItem(tr("On (gzip)"), Core::compressionName(Core::Compression::On));
    m_compression->addItem(tr("Off"), Core::compressionName(Core::Compression::Off));
    m_compression->setToolTip(tr("Whether the server may compress its answers. Compressing saves bytes on a "
                                 "slow network but costs much more time than it saves for a server on this "
                                 "computer."));
    m_pdfSources->setPlaceholderText(
        tr("One per line, tried in order: warc-http:URL, wayback:URL, blob-dir:PATH…"));
    m_pdfSources->setMaximumHeight(70);
    m_crossrefKind->setObjectName(QStringLiteral("crossrefKind"));
    m_crossrefKind->addItem(tr("None"), QString());
    m_crossrefKind->addItem(tr("PostgREST mirror"), QStringLiteral("postgrest"));
    m_crossrefKind->addItem(tr("Crossref API"), QStringLiteral("crossref-api"));
    m_crossrefKind->addItem(tr("PostgreSQL table (crossref)"), QStringLiteral("postgres"));
    m_crossref->setObjectName(QStringLiteral("crossrefSource"));
    m_crossrefPassword->setObjectName(QStringLiteral("crossrefPassword"));
    m_crossrefPassword->setEchoMode(QLineEdit::Password);
    m_crossrefPassword->setPlaceholderText(tr("empty: PGPASSWORD or ~/.pgpass"));
    m_crossrefPassword->setToolTip(
        tr("Stored apart from the settings, readable only by you, and never logged, like secret headers"));
    m_crossrefPasswordLabel->setBuddy(m_crossrefPassword);
    m_crossrefTestResult->setWordWrap(true);
    m_crossrefTestResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_testResult->setWordWrap(true);
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setWordWrap(true);
    m_error->hide();

    auto *headerButtons = new QHBoxLayout;
    headerButtons->addWidget(addHeader);
    headerButtons->addWidget(removeHeader);
    headerButtons->addStretch();
    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("REST &URL:"), m_url);
    form->addRow(tr("T&able:"), m_table);
    form->addRow(tr("&Key format:"), m_keyFormat);
    form->addRow(tr("&Profile:"), m_profile);
    form->addRow(tr("Extra headers:"), m_headers);
    form->addRow(QString(), headerButtons);
    auto *caRow = new QHBoxLayout;
    caRow->addWidget(m_caFile, 1);
    caRow->addWidget(browseCa);
    form->addRow(tr("CA file:"), caRow);
    form->addRow(QString(), m_insecure);
    form->addRow(QString(), m_insecureWarning);
    form->addRow(QString(), m_readOnly);
    form->addRow(tr("Timeout:"), m_timeout);
    form->addRow(tr("Co&mpression:"), m_compression);
    form->addRow(tr("PDF sources:"), m_pdfSources);
    // The kind above what it needs: a connection string is long.
    auto *crossrefRow = new QVBoxLayout;
    crossrefRow->addWidget(m_crossrefKind);
    crossrefRow->addWidget(m_crossref);

    form->addRow(tr("Crossref source:"), crossrefRow);
    form->addRow(m_crossrefPasswordLabel, m_crossrefPassword);
    m_secretStore = new QLabel(this);
    m_secretStore->setObjectName(QStringLiteral("secretStore"));
    m_secretStore->setWordWrap(true);
    m_secretStore->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(tr("Secrets:"), m_secretStore);
    setSecretStore(std::nullopt, Core::ConnectionStore::defaultSecretPath());
    auto *crossrefTestRow = new QHBoxLayout;
    crossrefTestRow->addWidget(m_crossrefTestButton);
    crossrefTestRow->addWidget(m_crossrefTestResult, 1);
    form->addRow(QString(), crossrefTestRow);
    auto *testRow = new QHBoxLayout;
    testRow->addWidget(m_testButton);
    testRow->addWidget(m_testResult, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    // Two pages, so that the dialog fits a laptop's 768 px: the server and its sources, and how to
    // authenticate (docs/connections.md).
    auto *pages = new QTabWidget(this);
    pages->setObjectName(QStringLiteral("connectionPages"));
    auto *serverPage = new QWidget(pages);
    serverPage->setLayout(form);
    pages->addTab(serverPage, tr("&Server"));
    m_auth->setTitle(QString()); // the tab says it
    m_auth->setFlat(true);
    pages->addTab(m_auth, tr("Au&thentication"));
    pages->addTab(bulkJobsPage(), tr("&Bulk Jobs"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(pages);
    layout->addLayout(testRow);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    connect(addHeader, &QPushButton::clicked, this, [this] {
        const int row = m_headers->rowCount();
        m_headers->insertRow(row);
        auto *secret = new QTableWidgetItem;
        secret->setCheckState(Qt::Unchecked);
        m_headers->setItem(row, kSecretColumn, secret);
        m_headers->editItem(m_headers->item(row, 0) ? m_headers->item(row, 0) : new QTableWidgetItem);
    });
    connect(removeHeader, &QPushButton::clicked, this,
            [this] { m_headers->removeRow(m_headers->currentRow()); });
    connect(m_insecure, &QCheckBox::toggled, this, &ConnectionDialog::updateInsecureWarning);
    connect(m_testButton, &QPushButton::clicked, this, &ConnectionDialog::testConnection);
    connect(m_crossrefKind, &QComboBox::currentIndexChanged, this, &ConnectionDialog::updateCrossrefKind);
    connect(m_crossrefTestButton, &QPushButton::clicked, this, &ConnectionDialog::testCrossref);
    m_crossrefTester = [this](const Core::SavedConnection &c, CrossrefDone done) {
        testCrossrefSource(c, this, std::move(done));
    };
    connect(buttons, &QDialogButtonBox::accepted, this, &ConnectionDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setConnection({});
}

ConnectionDialog::~ConnectionDialog() = default;

void ConnectionDialog::updateInsecureWarning()
{
    m_insecureWarning->setVisible(m_insecure->isChecked());
}

void ConnectionDialog::updateCrossrefKind()
{
    const QString kind = m_crossrefKind->currentData().toString();
    m_crossref->setEnabled(!kind.isEmpty());
    m_crossrefTestButton->setEnabled(!kind.isEmpty());
    const bool database = kind == QLatin1StringView("postgres");
    m_crossrefPassword->setVisible(database);
    m_crossrefPasswordLabel->setVisible(database);
    m_crossref->setPlaceholderText(
        database ? QStringLiteral("host=db.example.org dbname=sandcrawler user=curator")
        : kind == QLatin1StringView("crossref-api") ? QStringLiteral("https://api.crossref.org")
        : kind.isEmpty()                            ? QString()
                                                    : QStringLiteral("http://localhost:3000"));
    m_crossrefTestResult->clear();
}

void ConnectionDialog::setConnection(const Core::SavedConnection &c)
{
    m_loaded = c;
    m_auth->setAuth(c.auth);
    m_name->setText(c.name);
    m_url->setText(c.restUrl);
    m_table->setText(c.table);
    m_keyFormat->setCurrentIndex(std::max(0, m_keyFormat->findData(c.keyFormat)));
    m_profile->setText(c.profile);
    m_headers->setRowCount(int(c.headers.size()));
    for (int i = 0; i < c.headers.size(); ++i) {
        m_headers->setItem(i, 0, new QTableWidgetItem(c.headers[i].name));
        m_headers->setItem(i, 1, new QTableWidgetItem(c.headers[i].value));
        auto *secret = new QTableWidgetItem;
        secret->setCheckState(c.headers[i].secret ? Qt::Checked : Qt::Unchecked);
        m_headers->setItem(i, kSecretColumn, secret);
    }
    m_caFile->setText(c.caFile);
    m_insecure->setChecked(c.insecureTls);
    m_readOnly->setChecked(c.readOnly);
    m_timeout->setValue(c.timeoutSeconds);
    m_compression->setCurrentIndex(
        std::max(0, m_compression->findData(Core::compressionName(c.compression))));
    m_pdfSources->setPlainText(c.pdfSources.join(u'\n'));
    m_moreGateways->setPlainText(c.restUrls.join(u'\n'));
    m_parallelScans->setValue(c.parallelScans);
    // "postgres:host=… dbname=…": the kind, then what it needs (a URL, a connection string).
    const qsizetype colon = c.crossrefSource.indexOf(u':');
    const int kind = colon > 0 ? m_crossrefKind->findData(c.crossrefSource.left(colon)) : -1;
    m_crossrefKind->setCurrentIndex(c.crossrefSource.isEmpty() ? 0 : std::max(1, kind));
    m_crossref->setText(kind > 0 ? c.crossrefSource.mid(colon + 1) : c.crossrefSource);
    m_crossrefPassword->setText(c.crossrefPassword);
    updateCrossrefKind();
    m_testResult->clear();
    updateInsecureWarning();
}

QWidget *ConnectionDialog::bulkJobsPage()
{
    // Region-parallel scans (docs/hbase-client.md): exports, statistics, reprocessing a filter and
    // the DOI search read the table's regions at once, over every gateway of the cluster.
    m_moreGateways->setObjectName(QStringLiteral("moreGateways"));
    m_moreGateways->setTabChangesFocus(true);
    m_moreGateways->setPlaceholderText(tr("One REST URL per line, e.g. http://hbase-rest-2:8080"));
    m_moreGateways->setMaximumHeight(90);
    m_parallelScans->setObjectName(QStringLiteral("parallelScans"));
    m_parallelScans->setRange(0, 64);
    m_parallelScans->setSpecialValueText(tr("Automatic (one per region, at most 4)"));
    auto *about = new QLabel(
        tr("Bulk jobs (exports, statistics, reprocessing a filter, the DOI search) cut the table at its "
           "regions and read several of them at once. Further gateways of the same cluster share the "
           "scanners with the Server page's REST URL; one that fails rests while the others go on. Rows and "
           "results are the same as with one scanner."),
        this);
    about->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Further gateways:"), m_moreGateways);
    form->addRow(tr("Scanners at &once:"), m_parallelScans);
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(about);
    layout->addLayout(form);
    layout->addStretch(1); // the fields stay at the top of the tall page
    return page;
}

Core::SavedConnection ConnectionDialog::connection() const
{
    // What the dialog does not show (the wire format) stays as it was given: saving from the
    // dialog must not reset a setting made in connections.ini.
    Core::SavedConnection c = m_loaded;
    c.headers.clear();
    c.pdfSources.clear();
    c.crossrefSource.clear();
    c.crossrefPassword.clear();
    c.auth = m_auth->auth();
    c.name = m_name->text().trimmed();
    c.restUrl = m_url->text().trimmed();
    c.table = m_table->text().trimmed();
    c.keyFormat = m_keyFormat->currentData().toString();
    c.profile = m_profile->text().trimmed();
    c.restUrls.clear();
    for (const QString &line : m_moreGateways->toPlainText().split(u'\n')) {
        if (!line.trimmed().isEmpty()) {
            c.restUrls.append(line.trimmed());
        }
    }
    c.parallelScans = m_parallelScans->value();
    for (int i = 0; i < m_headers->rowCount(); ++i) {
        const QTableWidgetItem *name = m_headers->item(i, 0);
        if (!name || name->text().trimmed().isEmpty()) {
            continue;
        }
        const QTableWidgetItem *value = m_headers->item(i, 1);
        const QTableWidgetItem *secret = m_headers->item(i, kSecretColumn);
        c.headers.append({name->text().trimmed(), value ? value->text() : QString(),
                          secret && secret->checkState() == Qt::Checked});
    }
    c.caFile = m_caFile->text().trimmed();
    c.insecureTls = m_insecure->isChecked();
    c.readOnly = m_readOnly->isChecked();
    c.timeoutSeconds = m_timeout->value();
    c.compression =
        Core::parseCompression(m_compression->currentData().toString()).value_or(Core::Compression::Auto);
    for (const QString &line : m_pdfSources->toPlainText().split(u'\n', Qt::SkipEmptyParts)) {
        if (!line.trimmed().isEmpty()) {
            c.pdfSources << line.trimmed();
        }
    }
    const QString kind = m_crossrefKind->currentData().toString();
    if (!kind.isEmpty()) {
        c.crossrefSource = kind + u':' + m_crossref->text().trimmed();
        if (kind == QLatin1StringView("postgres")) {
            c.crossrefPassword = m_crossrefPassword->text();
        }
    }
    return c;
}

void ConnectionDialog::setTester(Tester tester)
{
    m_tester = std::move(tester);
}

void ConnectionDialog::setSecretStore(std::optional<Core::SecretStore> store, const QString &secretFile)
{
    if (!store) {
        m_secretStore->setText(tr("Secret header values and passwords go to the system keyring, or to %1 "
                                  "(readable only by you) when no keyring answers.")
                                   .arg(secretFile));
    } else if (*store == Core::SecretStore::Keyring) {
        m_secretStore->setText(tr("Secret header values and passwords are in the system keyring."));
    } else {
        m_secretStore->setText(tr("Secret header values and passwords are in %1 (readable only by you); "
                                  "saving moves them to the system keyring when one answers.")
                                   .arg(secretFile));
    }
}

QString ConnectionDialog::secretStoreText() const
{
    return m_secretStore->text();
}

QString ConnectionDialog::testResult() const
{
    return m_testResult->text();
}

void ConnectionDialog::testConnection()
{
    if (!m_tester) {
        m_testResult->setText(tr("Testing is not available here."));
        return;
    }
    const quint64 generation = ++m_testGeneration;
    m_testButton->setEnabled(false);
    m_testResult->setText(tr("Connecting to %1…").arg(m_url->text()));
    QPointer<ConnectionDialog> self(this);
    m_tester(connection(), [self, generation](const Core::Result<ServerInfo> &result) {
        if (!self || generation != self->m_testGeneration) {
            return; // closed, or a newer test is running
        }
        self->m_testButton->setEnabled(true);
        if (!result) {
            self->m_testResult->setText(tr("Failed: %1").arg(result.error().message));
            return;
        }
        QString text = tr("Connected: REST %1, HBase %2. %3")
                           .arg(result->restVersion, result->hbaseVersion, result->detail);
        if (!result->identity.isEmpty()) {
            text += QLatin1Char(' ') + result->identity;
        }
        self->m_testResult->setText(text);
    });
}

QString ConnectionDialog::crossrefTestResult() const
{
    return m_crossrefTestResult->text();
}

void ConnectionDialog::testCrossref()
{
    const quint64 generation = ++m_crossrefTestGeneration;
    m_crossrefTestButton->setEnabled(false);
    m_crossrefTestResult->setText(tr("Asking the Crossref source…"));
    QPointer<ConnectionDialog> self(this);
    m_crossrefTester(connection(), [self, generation](const Core::Result<QString> &result) {
        if (!self || generation != self->m_crossrefTestGeneration) {
            return; // closed, or a newer test is running
        }
        self->m_crossrefTestButton->setEnabled(true);
        self->m_crossrefTestResult->setText(result ? tr("Connected: %1.").arg(*result)
                                                   : tr("Failed: %1").arg(result.error().message));
    });
}

void ConnectionDialog::accept()
{
    QString problem = Core::ConnectionStore::validate(connection());
    if (problem.isEmpty()) {
        problem = m_auth->problem();
    }
    if (problem.isEmpty() && m_takenNames.contains(connection().name, Qt::CaseInsensitive)) {
        problem = tr("Another connection is already called “%1”.").arg(connection().name);
    }
    if (!problem.isEmpty()) {
        m_error->setText(problem);
        m_error->show();
        return;
    }
    QDialog::accept();
}

} // namespace Ei::Ui

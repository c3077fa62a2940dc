#pragma once

#include <KMessageWidget>

class QAbstractButton;
class QAction;

namespace Ei::Ui {

// The panel a PdfPane shows when fetched bytes fail their SHA-1 check: it names both digests and
// what explains the difference (the fetcher's sentence), and offers "Show Anyway". Once the
// curator has chosen to see them, it stays as a warning strip saying the pages shown are
// unverified, so nobody mistakes them for the row's PDF. A message strip like the window's others
// (KMessageWidget): an error while it offers, a warning while the unverified pages are shown.
class PdfIntegrityPanel final : public KMessageWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PdfIntegrityPanel)

public:
    enum class State
    {
        Hidden,
        Offering, // the failure is explained; the bytes are not shown
        Showing,  // the curator asked to see the unverified bytes
    };

    explicit PdfIntegrityPanel(QWidget *parent = nullptr);
    ~PdfIntegrityPanel() override;

    // rowSha1 / bytesSha1: the digests (hex); message: the fetcher's sentence with the explanation.
    void offer(const QString &rowSha1, const QString &bytesSha1, const QString &message);
    void markShowing();
    void reset();

    State state() const { return m_state; }
    // The title and the details as plain text (the strip shows them as rich text).
    QString plainText() const;
    bool offersShowAnyway() const;
    // The button the strip shows for "Show Anyway" while it offers it (for tests and focus).
    QAbstractButton *showAnywayButton() const;

Q_SIGNALS:
    void showAnywayRequested();

private:
    State m_state = State::Hidden;
    void showText(const QString &title, const QString &detail);

    QAction *m_showAnyway = nullptr;
    QString m_title;
    QString m_detail;
    QString m_rowSha1;
    QString m_bytesSha1;
};

} // namespace Ei::Ui

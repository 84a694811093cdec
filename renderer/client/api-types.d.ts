// Types of the API, generated with openapi-typescript from openapi.json.
export interface paths {
    "/api/v8/partner/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search documents
         * @description Lists processed receipts and invoices, newest first by default, and searches them. `q` runs
         *     a case-sensitive full-text search (use `*` for partial matches); the other filters narrow by
         *     external id, tag, review status, owner, capturing device, and by creation, update or
         *     document date. Do not combine `__gt` with `__gte`, or `__lt` with `__lte`, on the same
         *     field.
         *
         *     Listing is rate-limited more tightly than other calls: 5 requests per second per client. The
         *     number of matches is reported in `meta.total_results`, not in a `count` field; set
         *     `track_total_results` only when you need that total to be exact, as it slows the search
         *     down.
         */
        get: operations["listDocuments"];
        put?: never;
        /**
         * Process a document
         * @description Uploads one receipt or invoice, extracts its data and returns the processed document. Send
         *     the file in one of the upload modes; a ZIP archive is treated as several pages of the same
         *     document.
         *
         *     Accepted formats: JPG, JPEG, PNG, GIF, WebP, AVIF, BMP, HEIC, HEIF, PDF and ZIP, plus TXT,
         *     HTML, HTM, EML, OFD, RTF, ODT, DOC, DOCX, XLS, XLSX and CSV; some of these, such as TXT,
         *     must first be enabled for the account. Each file must be between 250 bytes and 20 MB. Up to
         *     15 pages per document are processed unless the account has a higher cap.
         *
         *     Set `async` to true to get a 202 with only the document `id` and receive the result by
         *     webhook (`document.created` or `document.failed`). To split a PDF that holds several
         *     documents, use Split and process a PDF instead.
         *
         *     Rate limit: 60 requests per second per client.
         */
        post: operations["processDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/documents/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk process multiple documents
         * @description Submits several files by URL in one call; each URL becomes a separate document. Use it to backfill archives without one request per file. This route has to be enabled for the account by support before it can be used.
         */
        post: operations["bulkProcessDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/documents-set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get submitted PDFs
         * @description Lists the PDFs submitted to Split and process a PDF, with the progress of each and the documents created from it so far.
         */
        get: operations["listDocumentSets"];
        put?: never;
        /**
         * Split and process a PDF
         * @description Takes one PDF that holds several receipts or invoices, finds where each one starts and ends,
         *     and processes every part as its own document. Only PDF and ZIP files are accepted, up to 50
         *     MB; `max_pages_to_process` caps the pages read (1 to 100, default 100).
         *
         *     Splitting runs in the background: the reply only holds the set's `id`. A webhook event
         *     announces when the set is done, or poll Get documents from a PDF until its `status` is
         *     `processed` or `failed`.
         *
         *     Rate limit: 60 requests per second per client.
         */
        post: operations["processDocumentSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/documents-set/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get documents from a PDF
         * @description Returns one submitted PDF: its processing status, the ids of the documents created from it and the page range of each. Fetch the documents themselves with Get a document.
         */
        get: operations["getDocumentSet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/documents/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a document
         * @description Returns one processed receipt or invoice. This is also how you collect the result after a
         *     `document.created` webhook event.
         *
         *     Ask for `bounding_boxes` or `confidence_details` to get each extracted field in the detailed
         *     form, with its position on the page and its confidence scores.
         */
        get: operations["getDocument"];
        /**
         * Update a document
         * @description Corrects or enriches a processed document: fix misread values, change the category, approve
         *     it, or store your own `custom_fields`. Send only the fields to change; extracted fields
         *     accept a plain value or a detailed-field object. Returns the whole document after the
         *     change.
         *
         *     Line items and tax lines can also be edited one at a time through their own routes.
         */
        put: operations["updateDocument"];
        post?: never;
        /**
         * Delete a document
         * @description Deletes the document, its line items, tax lines and stored files for good. Its id cannot be used afterwards.
         */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/documents/{document_id}/line-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get document line items
         * @description Returns all line items of a document in the order they appear on it.
         */
        get: operations["listLineItems"];
        put?: never;
        /**
         * Create a line item
         * @description Adds a line item to a document, for example one the extraction missed. Use `order` to place it among the existing items.
         */
        post: operations["createLineItem"];
        /**
         * Delete all document line items
         * @description Removes every line item from a document, for example before re-entering them. The rest of the document is left unchanged.
         */
        delete: operations["deleteAllLineItems"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/documents/{document_id}/line-items/{line_item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a line item
         * @description Returns one line item of a document.
         */
        get: operations["getLineItem"];
        /**
         * Update a line item
         * @description Corrects fields of one line item. Send only the fields to change, as plain values or detailed-field objects.
         */
        put: operations["updateLineItem"];
        post?: never;
        /**
         * Delete a line item
         * @description Removes one line item from a document.
         */
        delete: operations["deleteLineItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/documents/{document_id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get document tags
         * @description Returns every tag attached to the document.
         */
        get: operations["getDocumentTags"];
        /**
         * Add a tag to a document
         * @description Attaches one tag to the document, creating the tag first if no tag with that name exists.
         */
        put: operations["addDocumentTag"];
        /**
         * Add tags to a document
         * @description Attaches several tags to the document in one call. Tags that do not exist yet are created, and tags already on the document stay attached. To attach a single tag, use the PUT variant of this route.
         */
        post: operations["addDocumentTags"];
        /**
         * Unlink all tags from a document
         * @description Detaches every tag from the document. The tags themselves are not deleted and stay attached to other documents.
         */
        delete: operations["unlinkDocumentTags"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/documents/{document_id}/tags/{tag_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlink a tag from a document
         * @description Detaches one tag from the document. The tag itself is not deleted and stays attached to other documents.
         */
        delete: operations["unlinkDocumentTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/any-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get AnyDocs
         * @description Returns the AnyDocs processed for the account, one page at a time. Narrow the list with
         *     full-text search (`q`), a tag, your external id, or creation and update dates; set
         *     `track_total_results` when you need an exact `count`.
         *
         *     Filter by `blueprint_name` to list the documents of one blueprint.
         */
        get: operations["listAnyDocs"];
        put?: never;
        /**
         * Process an AnyDoc
         * @description Extracts data from a document of any kind using a blueprint, a named set of fields such as
         *     `us_driver_license`. The response carries the fields the blueprint defines, next to the
         *     usual identifiers. List the blueprints available to the account with Get blueprints.
         *
         *     Accepted formats: PDF, JPG, JPEG, PNG, TIFF, TIF, BMP and GIF. Each file must be between 250
         *     bytes and 20 MB.
         *
         *     Rate limit: 60 requests per second per client.
         */
        post: operations["processAnyDoc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/any-documents/async": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Process an AnyDoc asynchronously
         * @description Queues one document for blueprint extraction and answers at once with only the new
         *     document's `id`. When processing ends, a `document.created` event (or `document.failed`,
         *     with the reason in `data.error`) is posted to your confirmed webhook URL; then fetch the
         *     result with Get an AnyDoc.
         *
         *     Same formats and limits as Process an AnyDoc. Rate limit: 60 requests per second per client.
         */
        post: operations["processAnyDocAsync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/any-documents/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an AnyDoc
         * @description Returns one processed AnyDoc. Ask for `bounding_boxes` or `confidence_details` to get each extracted field in the detailed form, with its position on the page and its confidence scores.
         */
        get: operations["getAnyDoc"];
        /**
         * Update an AnyDoc
         * @description Corrects extracted fields of a processed AnyDoc. Send only the fields to change, with the
         *     same names and shapes as in the response; fields you leave out keep their values. Returns
         *     the whole AnyDoc after the change.
         *
         *     The fields you can correct are those of the blueprint the document was extracted with.
         */
        put: operations["updateAnyDoc"];
        post?: never;
        /**
         * Delete an AnyDoc
         * @description Deletes the AnyDoc and its stored files for good. Its id cannot be used afterwards.
         */
        delete: operations["deleteAnyDoc"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/any-documents/{document_id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get AnyDoc tags
         * @description Returns every tag attached to the AnyDoc.
         */
        get: operations["getAnyDocTags"];
        /**
         * Add a tag to an AnyDoc
         * @description Attaches one tag to the AnyDoc, creating the tag first if no tag with that name exists.
         */
        put: operations["addAnyDocTag"];
        /**
         * Add tags to an AnyDoc
         * @description Attaches several tags to the AnyDoc in one call. Tags that do not exist yet are created, and tags already on the AnyDoc stay attached. To attach a single tag, use the PUT variant of this route.
         */
        post: operations["addAnyDocTags"];
        /**
         * Unlink all tags from an AnyDoc
         * @description Detaches every tag from the AnyDoc. The tags themselves are not deleted and stay attached to other documents.
         */
        delete: operations["unlinkAnyDocTags"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/any-documents/{document_id}/tags/{tag_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlink a tag from an AnyDoc
         * @description Detaches one tag from the AnyDoc. The tag itself is not deleted and stays attached to other documents.
         */
        delete: operations["unlinkAnyDocTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/bank-statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get bank statements
         * @description Returns the bank statements processed for the account, one page at a time. Narrow the list with full-text search (`q`), a tag, your external id, or creation and update dates; set `track_total_results` when you need an exact `count`.
         */
        get: operations["listBankStatements"];
        put?: never;
        /**
         * Process a bank statement
         * @description Extracts account details, balances, summary totals and every transaction from one bank
         *     statement and returns them when processing ends.
         *
         *     Accepted formats: JPEG, JPG, PNG, PDF and ZIP. Each file must be between 250 bytes and 20
         *     MB. Long statements can take a while; use Process a bank statement asynchronously to avoid
         *     holding the connection open, and Split and process multiple bank statements when one PDF
         *     holds several statements.
         *
         *     Rate limit: 20 requests per second per client.
         */
        post: operations["processBankStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/bank-statements/async": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Process a bank statement asynchronously
         * @description Queues one bank statement for extraction and answers at once with only the new statement's
         *     `id`. When processing ends, a `document.created` event (or `document.failed`, with the
         *     reason in `data.error`) is posted to your confirmed webhook URL; then fetch the result with
         *     Get a bank statement.
         *
         *     Same formats and limits as Process a bank statement. Rate limit: 20 requests per second per
         *     client.
         */
        post: operations["processBankStatementAsync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/bank-statements-set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get bank statement sets
         * @description Lists the files submitted to Split and process multiple bank statements, with the progress of each.
         */
        get: operations["listBankStatementSets"];
        put?: never;
        /**
         * Split and process multiple bank statements
         * @description Takes one file that holds several bank statements, for example a year of monthly statements
         *     scanned together, splits it into statements and processes each one. Only PDF and ZIP files
         *     are accepted, up to 50 MB and 250 pages.
         *
         *     Splitting runs in the background: the reply only holds the set's `id`. When all parts are
         *     done, a `bank_statement_set.created` event is posted to your webhook with the set id as
         *     `parent_id` and the new bank statement ids as `id` (or `bank_statement_set.failed` with an
         *     empty `id` list). You can also poll the set until its `status` is `processed` or `failed`.
         *
         *     Rate limit: 20 requests per second per client.
         */
        post: operations["processBankStatementSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/bank-statements-set/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a bank statement set
         * @description Returns one statement set: its status, the ids of the bank statements created from it and the page range of each. Fetch the statements themselves with Get a bank statement.
         */
        get: operations["getBankStatementSet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/bank-statements/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a bank statement
         * @description Returns one processed bank statement. Ask for `bounding_boxes` or `confidence_details` to get each extracted field in the detailed form, with its position on the page and its confidence scores.
         */
        get: operations["getBankStatement"];
        /**
         * Update a bank statement
         * @description Corrects extracted fields of a processed bank statement. Send only the fields to change, with the same names and shapes as in the response; fields you leave out keep their values. Returns the whole bank statement after the change.
         */
        put: operations["updateBankStatement"];
        post?: never;
        /**
         * Delete a bank statement
         * @description Deletes the bank statement and its stored files for good. Its id cannot be used afterwards.
         */
        delete: operations["deleteBankStatement"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/bank-statements/{document_id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get bank statement tags
         * @description Returns every tag attached to the bank statement.
         */
        get: operations["getBankStatementTags"];
        /**
         * Add a tag to a bank statement
         * @description Attaches one tag to the bank statement, creating the tag first if no tag with that name exists.
         */
        put: operations["addBankStatementTag"];
        /**
         * Add tags to a bank statement
         * @description Attaches several tags to the bank statement in one call. Tags that do not exist yet are created, and tags already on the bank statement stay attached. To attach a single tag, use the PUT variant of this route.
         */
        post: operations["addBankStatementTags"];
        /**
         * Unlink all tags from a bank statement
         * @description Detaches every tag from the bank statement. The tags themselves are not deleted and stay attached to other documents.
         */
        delete: operations["unlinkBankStatementTags"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/bank-statements/{document_id}/tags/{tag_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlink a tag from a bank statement
         * @description Detaches one tag from the bank statement. The tag itself is not deleted and stays attached to other documents.
         */
        delete: operations["unlinkBankStatementTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/business-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get business cards
         * @description Returns the business cards processed for the account, one page at a time. Narrow the list with full-text search (`q`), a tag, your external id, or creation and update dates; set `track_total_results` when you need an exact `count`.
         */
        get: operations["listBusinessCards"];
        put?: never;
        /**
         * Process a business card
         * @description Reads one business card and returns the contact details on it: name, job title,
         *     organisation, phone numbers, email, website and address.
         *
         *     Accepted formats: PDF, JPEG, JPG, PNG and ZIP. Each file must be between 250 bytes and 20
         *     MB.
         *
         *     Rate limit: 60 requests per second per client.
         */
        post: operations["processBusinessCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/business-cards/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a business card
         * @description Returns one processed business card. Ask for `bounding_boxes` or `confidence_details` to get each extracted field in the detailed form, with its position on the page and its confidence scores.
         */
        get: operations["getBusinessCard"];
        /**
         * Update a business card
         * @description Corrects extracted fields of a processed business card. Send only the fields to change, with the same names and shapes as in the response; fields you leave out keep their values. Returns the whole business card after the change.
         */
        put: operations["updateBusinessCard"];
        post?: never;
        /**
         * Delete a business card
         * @description Deletes the business card and its stored files for good. Its id cannot be used afterwards.
         */
        delete: operations["deleteBusinessCard"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/business-cards/{document_id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get business card tags
         * @description Returns every tag attached to the business card.
         */
        get: operations["getBusinessCardTags"];
        /**
         * Add a tag to a business card
         * @description Attaches one tag to the business card, creating the tag first if no tag with that name exists.
         */
        put: operations["addBusinessCardTag"];
        /**
         * Add tags to a business card
         * @description Attaches several tags to the business card in one call. Tags that do not exist yet are created, and tags already on the business card stay attached. To attach a single tag, use the PUT variant of this route.
         */
        post: operations["addBusinessCardTags"];
        /**
         * Unlink all tags from a business card
         * @description Detaches every tag from the business card. The tags themselves are not deleted and stay attached to other documents.
         */
        delete: operations["unlinkBusinessCardTags"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/business-cards/{document_id}/tags/{tag_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlink a tag from a business card
         * @description Detaches one tag from the business card. The tag itself is not deleted and stays attached to other documents.
         */
        delete: operations["unlinkBusinessCardTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get checks
         * @description Returns the checks processed for the account, one page at a time. Narrow the list with full-text search (`q`), a tag, your external id, or creation and update dates; set `track_total_results` when you need an exact `count`.
         */
        get: operations["listChecks"];
        put?: never;
        /**
         * Process a check
         * @description Reads one bank check and returns its amount (in figures and in words), date, payer, payee,
         *     memo, the MICR line and the signature and endorsement findings. The image is cropped to the
         *     check automatically.
         *
         *     Accepted formats: JPG, JPEG, PNG, WebP, HEIC, HEIF, PDF and ZIP. Each file must be between
         *     250 bytes and 20 MB. When a remittance slip or letter comes with the check, use Process a
         *     check with remittance instead.
         *
         *     Rate limit: 20 requests per second per client.
         */
        post: operations["processCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/checks/async": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Process a check asynchronously
         * @description Queues one check for extraction and answers at once with only the new check's `id`. When
         *     processing ends, a `document.created` event (or `document.failed`, with the reason in
         *     `data.error`) is posted to your confirmed webhook URL; then fetch the result with Get a
         *     check.
         *
         *     Same formats and limits as Process a check. Rate limit: 20 requests per second per client.
         */
        post: operations["processCheckAsync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/check-with-document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Process a check with remittance
         * @description Processes a check together with the remittance document that accompanies it, such as a
         *     payment stub or cover letter, and returns the check fields along with the data read from the
         *     remittance. Send both in one file, for example a PDF with the check on one page and the
         *     remittance on another, or a ZIP of their images.
         *
         *     Accepted formats: JPG, JPEG, PNG, WebP, HEIC, HEIF, PDF and ZIP. Each file must be between
         *     250 bytes and 20 MB.
         *
         *     Rate limit: 20 requests per second per client.
         */
        post: operations["processCheckWithRemittance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/checks/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a check
         * @description Returns one processed check. Ask for `bounding_boxes` or `confidence_details` to get each extracted field in the detailed form, with its position on the page and its confidence scores.
         */
        get: operations["getCheck"];
        /**
         * Update a check
         * @description Corrects extracted fields of a processed check. Send only the fields to change, with the same names and shapes as in the response; fields you leave out keep their values. Returns the whole check after the change.
         */
        put: operations["updateCheck"];
        post?: never;
        /**
         * Delete a check
         * @description Deletes the check and its stored files for good. Its id cannot be used afterwards.
         */
        delete: operations["deleteCheck"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/checks/{document_id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get check tags
         * @description Returns every tag attached to the check.
         */
        get: operations["getCheckTags"];
        /**
         * Add a tag to a check
         * @description Attaches one tag to the check, creating the tag first if no tag with that name exists.
         */
        put: operations["addCheckTag"];
        /**
         * Add tags to a check
         * @description Attaches several tags to the check in one call. Tags that do not exist yet are created, and tags already on the check stay attached. To attach a single tag, use the PUT variant of this route.
         */
        post: operations["addCheckTags"];
        /**
         * Unlink all tags from a check
         * @description Detaches every tag from the check. The tags themselves are not deleted and stay attached to other documents.
         */
        delete: operations["unlinkCheckTags"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/checks/{document_id}/tags/{tag_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlink a tag from a check
         * @description Detaches one tag from the check. The tag itself is not deleted and stays attached to other documents.
         */
        delete: operations["unlinkCheckTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get contracts
         * @description Returns the contracts processed for the account, one page at a time. Narrow the list with full-text search (`q`), a tag, your external id, or creation and update dates; set `track_total_results` when you need an exact `count`.
         */
        get: operations["listContracts"];
        put?: never;
        /**
         * Process a contract
         * @description Reads one contract and returns its full text plus the key terms: title, parties, dates, term
         *     and renewal, notice periods, governing law and total value. Each term points back to the
         *     passage of the text it was taken from.
         *
         *     Accepted formats: PDF and ZIP. Each file must be between 250 bytes and 20 MB. At most 50
         *     pages are read; lower the cap with `max_pages_to_process`.
         *
         *     Rate limit: 20 requests per second per client.
         */
        post: operations["processContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/contracts/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a contract
         * @description Returns one processed contract: its full text and the extracted terms, each as a span with its value, confidence and character offsets into the text.
         */
        get: operations["getContract"];
        /**
         * Update a contract
         * @description Corrects extracted fields of a processed contract. Send only the fields to change, with the
         *     same names and shapes as in the response; fields you leave out keep their values. Returns
         *     the whole contract after the change.
         *
         *     Terms are span objects; send the whole span for each term you correct.
         */
        put: operations["updateContract"];
        post?: never;
        /**
         * Delete a contract
         * @description Deletes the contract and its stored files for good. Its id cannot be used afterwards.
         */
        delete: operations["deleteContract"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/contracts/{document_id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get contract tags
         * @description Returns every tag attached to the contract.
         */
        get: operations["getContractTags"];
        /**
         * Add a tag to a contract
         * @description Attaches one tag to the contract, creating the tag first if no tag with that name exists.
         */
        put: operations["addContractTag"];
        /**
         * Add tags to a contract
         * @description Attaches several tags to the contract in one call. Tags that do not exist yet are created, and tags already on the contract stay attached. To attach a single tag, use the PUT variant of this route.
         */
        post: operations["addContractTags"];
        /**
         * Unlink all tags from a contract
         * @description Detaches every tag from the contract. The tags themselves are not deleted and stay attached to other documents.
         */
        delete: operations["unlinkContractTags"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/contracts/{document_id}/tags/{tag_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlink a tag from a contract
         * @description Detaches one tag from the contract. The tag itself is not deleted and stays attached to other documents.
         */
        delete: operations["unlinkContractTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/w2s": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get W-2s
         * @description Returns the W-2s processed for the account, one page at a time. Narrow the list with full-text search (`q`), a tag, your external id, or creation and update dates; set `track_total_results` when you need an exact `count`.
         */
        get: operations["listW2s"];
        put?: never;
        /**
         * Process a W-2
         * @description Reads one W-2 wage and tax statement and returns the employer and employee details and every
         *     box, including the box 12 codes and all state and local lines.
         *
         *     Accepted formats: JPG, JPEG, PNG, WebP, HEIC, HEIF, PDF and ZIP. Each file must be between
         *     250 bytes and 20 MB. A W-2 may have at most 2 pages; to process a file holding several W-2s,
         *     use Split and process a PDF with multiple W-2s.
         *
         *     Rate limit: 60 requests per second per client.
         */
        post: operations["processW2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/w2s-set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get W-2 sets
         * @description Lists the files submitted to Split and process a PDF with multiple W-2s, with the progress of each.
         */
        get: operations["listW2Sets"];
        put?: never;
        /**
         * Split and process a PDF with multiple W-2s
         * @description Takes one file that holds many W-2s, such as a payroll batch, splits it into individual
         *     forms and processes each one. Only PDF and ZIP files are accepted, up to 50 MB and 100
         *     pages.
         *
         *     Splitting runs in the background: the reply only holds the set's `id`. When all parts are
         *     done, a `w2_set.created` event is posted to your webhook with the set id as `parent_id` and
         *     the new W-2 ids as `id` (or `w2_set.failed` with an empty `id` list). You can also poll the
         *     set until its `status` is `processed` or `failed`.
         *
         *     Rate limit: 60 requests per second per client.
         */
        post: operations["processW2Set"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/w2s-set/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a W-2 set
         * @description Returns one W-2 set: its status, the ids of the W-2s created from it and the page range of each. Fetch the forms themselves with Get a W-2.
         */
        get: operations["getW2Set"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/w2s/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a W-2
         * @description Returns one processed W-2. Ask for `bounding_boxes` or `confidence_details` to get each extracted field in the detailed form, with its position on the page and its confidence scores.
         */
        get: operations["getW2"];
        /**
         * Update a W-2
         * @description Corrects extracted fields of a processed W-2. Send only the fields to change, with the same names and shapes as in the response; fields you leave out keep their values. Returns the whole W-2 after the change.
         */
        put: operations["updateW2"];
        post?: never;
        /**
         * Delete a W-2
         * @description Deletes the W-2 and its stored files for good. Its id cannot be used afterwards.
         */
        delete: operations["deleteW2"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/w2s/{document_id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get W-2 tags
         * @description Returns every tag attached to the W-2.
         */
        get: operations["getW2Tags"];
        /**
         * Add a tag to a W-2
         * @description Attaches one tag to the W-2, creating the tag first if no tag with that name exists.
         */
        put: operations["addW2Tag"];
        /**
         * Add tags to a W-2
         * @description Attaches several tags to the W-2 in one call. Tags that do not exist yet are created, and tags already on the W-2 stay attached. To attach a single tag, use the PUT variant of this route.
         */
        post: operations["addW2Tags"];
        /**
         * Unlink all tags from a W-2
         * @description Detaches every tag from the W-2. The tags themselves are not deleted and stay attached to other documents.
         */
        delete: operations["unlinkW2Tags"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/w2s/{document_id}/tags/{tag_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlink a tag from a W-2
         * @description Detaches one tag from the W-2. The tag itself is not deleted and stays attached to other documents.
         */
        delete: operations["unlinkW2Tag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/w-8ben-e": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get W-8BEN-Es
         * @description Returns the W-8BEN-E forms processed for the account, one page at a time. Narrow the list with full-text search (`q`), a tag, your external id, or creation and update dates; set `track_total_results` when you need an exact `count`.
         */
        get: operations["listW8BenEs"];
        put?: never;
        /**
         * Process a W-8BEN-E
         * @description Reads one W-8BEN-E, the certificate a foreign entity gives to a US withholding agent, and
         *     returns every line of the form: identification, chapter 3 and chapter 4 status, addresses,
         *     tax identification numbers, treaty claims and the certification.
         *
         *     Each file must be between 250 bytes and 20 MB. The general limit of 60 requests per second
         *     per client applies.
         */
        post: operations["processW8BenE"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/w-8ben-e/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a W-8BEN-E
         * @description Returns one processed W-8BEN-E. Ask for `bounding_boxes` or `confidence_details` to get each extracted field in the detailed form, with its position on the page and its confidence scores.
         */
        get: operations["getW8BenE"];
        /**
         * Update a W-8BEN-E
         * @description Corrects extracted fields of a processed W-8BEN-E. Send only the fields to change, with the same names and shapes as in the response; fields you leave out keep their values. Returns the whole W-8BEN-E after the change.
         */
        put: operations["updateW8BenE"];
        post?: never;
        /**
         * Delete a W-8BEN-E
         * @description Deletes the W-8BEN-E and its stored files for good. Its id cannot be used afterwards.
         */
        delete: operations["deleteW8BenE"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/w-8ben-e/{document_id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get W-8BEN-E tags
         * @description Returns every tag attached to the W-8BEN-E.
         */
        get: operations["getW8BenETags"];
        /**
         * Add a tag to a W-8BEN-E
         * @description Attaches one tag to the W-8BEN-E, creating the tag first if no tag with that name exists.
         */
        put: operations["addW8BenETag"];
        /**
         * Add tags to a W-8BEN-E
         * @description Attaches several tags to the W-8BEN-E in one call. Tags that do not exist yet are created, and tags already on the W-8BEN-E stay attached. To attach a single tag, use the PUT variant of this route.
         */
        post: operations["addW8BenETags"];
        /**
         * Unlink all tags from a W-8BEN-E
         * @description Detaches every tag from the W-8BEN-E. The tags themselves are not deleted and stay attached to other documents.
         */
        delete: operations["unlinkW8BenETags"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/w-8ben-e/{document_id}/tags/{tag_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlink a tag from a W-8BEN-E
         * @description Detaches one tag from the W-8BEN-E. The tag itself is not deleted and stays attached to other documents.
         */
        delete: operations["unlinkW8BenETag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/w9s": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get W-9s
         * @description Returns the W-9s processed for the account, one page at a time. Narrow the list with full-text search (`q`), a tag, your external id, or creation and update dates; set `track_total_results` when you need an exact `count`.
         */
        get: operations["listW9s"];
        put?: never;
        /**
         * Process a W-9
         * @description Reads one W-9 and returns the taxpayer's name, business name, federal tax classification,
         *     exemption codes, address, taxpayer identification number and signature. Set `parse_address`
         *     to also get the address split into components.
         *
         *     Accepted formats: JPG, JPEG, PNG, WebP, HEIC, HEIF, PDF and ZIP. Each file must be between
         *     250 bytes and 20 MB.
         *
         *     Rate limit: 20 requests per second per client.
         */
        post: operations["processW9"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/w9s/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a W-9
         * @description Returns one processed W-9. Ask for `bounding_boxes` or `confidence_details` to get each extracted field in the detailed form, with its position on the page and its confidence scores.
         */
        get: operations["getW9"];
        /**
         * Update a W-9
         * @description Corrects extracted fields of a processed W-9. Send only the fields to change, with the same names and shapes as in the response; fields you leave out keep their values. Returns the whole W-9 after the change.
         */
        put: operations["updateW9"];
        post?: never;
        /**
         * Delete a W-9
         * @description Deletes the W-9 and its stored files for good. Its id cannot be used afterwards.
         */
        delete: operations["deleteW9"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/w9s/{document_id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get W-9 tags
         * @description Returns every tag attached to the W-9.
         */
        get: operations["getW9Tags"];
        /**
         * Add a tag to a W-9
         * @description Attaches one tag to the W-9, creating the tag first if no tag with that name exists.
         */
        put: operations["addW9Tag"];
        /**
         * Add tags to a W-9
         * @description Attaches several tags to the W-9 in one call. Tags that do not exist yet are created, and tags already on the W-9 stay attached. To attach a single tag, use the PUT variant of this route.
         */
        post: operations["addW9Tags"];
        /**
         * Unlink all tags from a W-9
         * @description Detaches every tag from the W-9. The tags themselves are not deleted and stay attached to other documents.
         */
        delete: operations["unlinkW9Tags"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/w9s/{document_id}/tags/{tag_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlink a tag from a W-9
         * @description Detaches one tag from the W-9. The tag itself is not deleted and stays attached to other documents.
         */
        delete: operations["unlinkW9Tag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/classify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Classify a document
         * @description Predicts what kind of document a file is, without extracting its data, and returns the type
         *     with a confidence score. Use it to route incoming files to the right processing endpoint.
         *     Limit the answer to the types you handle with `document_types`.
         *
         *     Accepted formats are those of Process a document. Each file must be between 250 bytes and 20
         *     MB.
         *
         *     Rate limit: 60 requests per second per client.
         */
        post: operations["classifyDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/extract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Classify and possibly extract data from a document
         * @description Classifies a file among the `document_types` you list and, when the detected type supports
         *     extraction, extracts its data in the same call. Saves a second request when you would
         *     otherwise classify first and then call the matching process endpoint.
         *
         *     Accepted formats are those of Process a document. Each file must be between 250 bytes and 20
         *     MB.
         *
         *     Rate limit: 60 requests per second per client.
         */
        post: operations["classifyAndExtractDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/parse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Markdown documents
         * @description Returns the documents converted to Markdown for the account, one page at a time.
         */
        get: operations["listMarkdownDocuments"];
        put?: never;
        /**
         * Convert a document to Markdown
         * @description Uploads one document, converts it to Markdown and returns the result. Send the file in one of
         *     the upload modes; each file must be between 250 bytes and 20 MB.
         *
         *     For large files, or to avoid holding the connection open, use Process a Markdown document
         *     asynchronously. For a file that holds several documents, use Process a Markdown document set.
         */
        post: operations["convertDocumentToMarkdown"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/parse/async": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Process a Markdown document asynchronously
         * @description Queues one document for conversion to Markdown and answers at once with only the new
         *     document's `id`. The outcome is announced to your confirmed webhook URL; then fetch the result
         *     with Get a Markdown document.
         *
         *     Same upload modes and file limits as Convert a document to Markdown.
         */
        post: operations["convertDocumentToMarkdownAsync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/parse/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a Markdown document
         * @description Returns one document converted to Markdown. This is also how you collect the result of an asynchronous conversion once its webhook event has arrived.
         */
        get: operations["getMarkdownDocument"];
        /**
         * Update a Markdown document
         * @description Changes fields of a Markdown document. Send only the fields to change, under the names the response uses; fields you leave out keep their values. Returns the whole document after the change.
         */
        put: operations["updateMarkdownDocument"];
        post?: never;
        /**
         * Delete a Markdown document
         * @description Deletes the Markdown document and its stored files. Its id cannot be used afterwards.
         */
        delete: operations["deleteMarkdownDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/parse-set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Markdown document sets
         * @description Lists the files submitted to Process a Markdown document set, with the progress of each and the documents created from it so far.
         */
        get: operations["listMarkdownDocumentSets"];
        put?: never;
        /**
         * Process a Markdown document set
         * @description Takes one file that holds several documents, finds where each one starts and ends, and
         *     converts every part to its own Markdown document.
         *
         *     The work runs in the background: the reply only holds the set's `id`. Poll Get a Markdown
         *     document set until its `status` is `processed` or `failed`, then fetch the documents listed in
         *     `document_ids` with Get a Markdown document.
         */
        post: operations["convertDocumentSetToMarkdown"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/parse-set/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a Markdown document set
         * @description Returns one submitted file: its processing status, the ids of the Markdown documents created from it and the page range of each.
         */
        get: operations["getMarkdownDocumentSet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/documents/{document_id}/tax-lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List document tax lines
         * @description Returns the tax breakdown of a receipt or invoice: one tax line per rate, in the order they appear on the document.
         */
        get: operations["listTaxLines"];
        put?: never;
        /**
         * Create a tax line
         * @description Adds a tax line to a document, for example a second rate the extraction missed. Each field takes a plain value or a detailed-field object.
         */
        post: operations["createTaxLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/documents/{document_id}/tax-lines/{tax_line_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a tax line
         * @description Returns one tax line of a document.
         */
        get: operations["getTaxLine"];
        /**
         * Update a tax line
         * @description Corrects fields of one tax line. Send only the fields to change, as plain values or detailed-field objects.
         */
        put: operations["updateTaxLine"];
        post?: never;
        /**
         * Delete a tax line
         * @description Removes one tax line from a document.
         */
        delete: operations["deleteTaxLine"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/blueprints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get blueprints
         * @description Lists the blueprints the account can use with the AnyDoc routes. Pass a blueprint's `name` as `blueprint_name` when processing.
         */
        get: operations["listBlueprints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/ocr-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get OCR counts
         * @description Counts the scans of one OCR type made by the account, per source, optionally within a creation-date range. Use it to reconcile usage with your own records.
         */
        get: operations["getOcrCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/release-notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get release notifications
         * @description Returns published release notes, one page at a time. Filter by `product`, and by `environment` to see releases other than those to production.
         */
        get: operations["listReleaseNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/documents/schema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get OpenAPI schema
         * @description Downloads the OpenAPI description of this API, as JSON by default or as YAML with `format=yaml`. It is public and needs no credentials, so code generators and documentation builds can fetch it directly.
         */
        get: operations["getOpenApiSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/settings/tls-certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get TLS certificates
         * @description Lists the account's client certificates with their issue and expiry dates. Private keys are never returned here.
         */
        get: operations["listTlsCertificates"];
        put?: never;
        /**
         * Process a TLS certificate
         * @description Issues a new client certificate for mutual TLS and returns it with its private key. Present
         *     the certificate when connecting so that only holders of a valid certificate can call the API
         *     with your credentials.
         *
         *     The key is returned only in this response; store it securely. Mutual TLS must be enabled for
         *     the account, and the number of active certificates is capped.
         */
        post: operations["createTlsCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/settings/tls-certificate/{certificate_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a TLS certificate
         * @description Deletes a client certificate so that it can no longer be used to connect. If clients still present it, roll out a replacement first.
         */
        delete: operations["deleteTlsCertificate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/fraud/blocklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get devices from blocklist
         * @description Lists the devices on the account's blocklist with the date each was added.
         */
        get: operations["listBlocklistedDevices"];
        put?: never;
        /**
         * Add devices to blocklist
         * @description Adds capture devices to the account's fraud blocklist, for example after confirmed fraud from a device.
         */
        post: operations["addDevicesToBlocklist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/fraud/blocklist/{device_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check if a device is on the blocklist
         * @description Tells whether one device is on the account's blocklist, and since when.
         */
        get: operations["checkBlocklistedDevice"];
        put?: never;
        post?: never;
        /**
         * Remove a device from blocklist
         * @description Takes one device off the account's blocklist.
         */
        delete: operations["removeDeviceFromBlocklist"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/partner/settings/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve API keys list
         * @description Returns the account's bearer keys with their access settings, status and managers.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Creates a bearer key for the account. A full-access key (`full_access: true`) can call every
         *     route the account may use. A scoped key can call only what `allowed_routes` lists: route
         *     identifiers such as `POST /api/v8/partner/documents`, and presets such as `preset:lens-sdk`
         *     that stand for a group of routes. A scoped key that calls anything else gets 403
         *     `THIS_API_KEY_IS_NOT_PERMITTED_TO_ACCESS_THIS_ROUTE`.
         *
         *     Prefer scoped keys for anything that runs outside your own servers, or for a service that
         *     needs only a few routes: a leaked key can then do no more than it was allowed to. Get
         *     available permissions lists the values `allowed_routes` accepts.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/partner/settings/api-keys/available-permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get available permissions
         * @description Lists what a scoped key of this account may be allowed to call: the route identifiers (method and path) and the presets accepted in `allowed_routes`.
         */
        get: operations["listApiKeyPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/partner/settings/api-keys/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify the calling key
         * @description Returns the bearer key this request was made with, including its status and what it may call. Use it in a deployment or health check to confirm that the key a service was given is live and allowed to do what the service needs. Call it with the bearer key itself.
         */
        get: operations["verifyApiKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/partner/settings/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an API key
         * @description Returns one bearer key of the account with its access settings, status and managers.
         */
        get: operations["getApiKey"];
        /**
         * Update an API key
         * @description Changes the settings of a bearer key: its name, whether it has full access, and the routes a scoped key may call. The key's secret stays the same; to replace it, rotate the key. Send only the settings to change.
         */
        put: operations["updateApiKey"];
        post?: never;
        /**
         * Revoke an API key
         * @description Revokes a bearer key: calls made with it are refused from then on. Other keys of the account keep working. Move every service off the key before revoking it.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/partner/settings/api-keys/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an API key
         * @description Replaces the secret of one bearer key and leaves its name, access settings and every other key of the account unchanged. Roll the new secret out to the services that use the key.
         */
        post: operations["rotateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/client-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve client keys list
         * @description Lists the account's client API keys. An account has at most two active client keys, which is what a rotation without downtime needs: create a second key, move every service to it, then remove the old one.
         */
        get: operations["listClientKeys"];
        put?: never;
        /**
         * Create a client key
         * @description Adds a client API key to the account and returns it. An account holds at most two active
         *     client keys, so while two exist the call is refused: remove one first.
         *
         *     To rotate without downtime, create the new key, roll it out to every service, job and device
         *     that uses the old one, and once no request arrives with the old key, remove it with Remove a
         *     client key.
         */
        post: operations["createClientKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/client-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a client key
         * @description Removes one client API key; requests made with it are refused from then on. The last remaining key cannot be removed, so an account never locks itself out.
         */
        delete: operations["deleteClientKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/client-keys/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset client keys
         * @description Replaces every client API key of the account at once and returns the new ones. The previous keys stop working immediately, so every integration fails until it receives a new key. Keep it for emergencies such as a leaked key; for a planned change, create a second key and remove the old one instead.
         */
        post: operations["resetClientKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v7/partner/client-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get session keys
         * @description Returns the API credentials of the user a Quire web-app session belongs to: the
         *     account's client id and client secret, and the user's username and API key. Pages that know
         *     the visitor's session, like the login item and the interactive API page of this site, use it
         *     to fill in credentials; nothing else needs it, because server code already holds its keys.
         *
         *     The call is authenticated by the session itself: send the session cookie's value in the
         *     `Session` header together with a `CLIENT-ID` header. A missing, expired or foreign session
         *     answers 401, and the caller should then treat the visitor as signed out.
         *
         *     The answer contains secrets. Keep it in memory for as long as it is needed, and never log,
         *     cache or store it.
         *
         *     This is a version 7 route. To list the account's client API keys, use Retrieve client keys
         *     list.
         */
        get: operations["getClientKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/settings/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get webhooks
         * @description Returns the account's webhook URLs, split into confirmed ones and ones still waiting for confirmation.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add a webhook
         * @description Registers a URL to receive webhook events. The URL must use HTTPS, be reachable from the
         *     public internet and be at most 2083 characters long; request-inspection services such as
         *     webhook.site are refused.
         *
         *     Right after registration, Quire posts a subscription event to the URL, for example
         *     `{"event": "subscription", "data": {"secret": "...", "created": "2026-03-10 09:00:00"}}`.
         *     Send that `secret` back with Confirm a webhook; until then the URL stays pending.
         *
         *     Document events look like
         *     `{"event": "document.created", "data": {"id": 318746502, "created": "2026-03-10 09:00:04"}}`,
         *     or `document.failed` with an `error` in `data`. Split sets send `w2_set.*` and
         *     `bank_statement_set.*` events with `parent_id` and a list of document ids.
         *
         *     Each event carries an `X-Quire-Signature` header: the base64-encoded HMAC-SHA256 of the
         *     event's `data` object, keyed with your client secret. The signed text is the `data` object
         *     as the sender prints it (Python dictionary notation, for example
         *     `{'id': 318746502, 'created': '2026-03-10 09:00:04'}`), so rebuild that text from the parsed
         *     body before comparing. The [signature
         *     guide](/api/getting-started/sync-vs-async-processing/#verifying-signatures) has working
         *     code.
         */
        post: operations["addWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v8/partner/settings/webhooks/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a webhook
         * @description Confirms a pending webhook URL with the `secret` that arrived in its subscription event. Once confirmed, the URL receives document and split-set events.
         */
        post: operations["confirmWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "document.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Document created
         * @description Sent when a document submitted for asynchronous processing (a `/async` route, or `async: true`
         *     on Process a document) has been processed. `data.id` is the document's identifier: fetch the
         *     result with the Get route of the product it was sent to, for example Get a document.
         *
         *     Check the `X-Quire-Signature` header before trusting the event.
         */
        post: operations["documentCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "document.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Document failed
         * @description Sent when a document submitted for asynchronous processing could not be processed. `data.error`
         *     says why; fix the cause, such as an unreadable file, and submit the document again.
         *
         *     Check the `X-Quire-Signature` header before trusting the event.
         */
        post: operations["documentFailedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "w2_set.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * W-2 set created
         * @description Sent when a file submitted to Split and process a PDF with multiple W-2s has been split and
         *     every W-2 in it processed. `data.parent_id` is the set's identifier and `data.id` lists the W-2s
         *     created from it; fetch each with Get a W-2.
         *
         *     Check the `X-Quire-Signature` header before trusting the event.
         */
        post: operations["w2SetCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "w2_set.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * W-2 set failed
         * @description Sent when a file submitted to Split and process a PDF with multiple W-2s could not be processed.
         *     `data.parent_id` is the set's identifier and `data.id` is empty.
         *
         *     Check the `X-Quire-Signature` header before trusting the event.
         */
        post: operations["w2SetFailedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "bank_statement_set.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bank statement set created
         * @description Sent when a file submitted to Split and process multiple bank statements has been split and
         *     every statement in it processed. `data.parent_id` is the set's identifier and `data.id` lists the
         *     statements created from it; fetch each with Get a bank statement.
         *
         *     Check the `X-Quire-Signature` header before trusting the event.
         */
        post: operations["bankStatementSetCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "bank_statement_set.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bank statement set failed
         * @description Sent when a file submitted to Split and process multiple bank statements could not be processed.
         *     `data.parent_id` is the set's identifier and `data.id` is empty.
         *
         *     Check the `X-Quire-Signature` header before trusting the event.
         */
        post: operations["bankStatementSetFailedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    subscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Webhook subscription
         * @description Sent once, right after a URL is registered with Add a webhook. Send `data.secret` back with
         *     Confirm a webhook; until then the URL stays pending and receives no other events.
         */
        post: operations["subscriptionEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * Error
         * @description Body returned with every 4xx and 5xx response.
         */
        Error: {
            /**
             * @description Always `fail` on an error response.
             * @constant
             */
            status: "fail";
            /** @description Human-readable message. The default message for each error code is listed with the response that uses it; the wording may change, so branch on the HTTP status rather than on this text. */
            error: string;
            /** @description Further information, present on some errors only. Depending on the check that failed it is a list of problems (for validation errors, typically one entry per parameter that was missing or malformed) or a single object. Handle both forms. */
            details?: {
                [key: string]: unknown;
            }[] | {
                [key: string]: unknown;
            };
        };
        /** @description Your own identifier for the document, such as the id of the matching record in your system. It is stored as is and can be used to filter lists. */
        ExternalId: string | null;
        /**
         * @description Date and time, normally formatted as `YYYY-MM-DD HH:MM:SS`. Some responses use ISO 8601 with fractional seconds instead, so parse both forms.
         * @example 2026-03-04 16:21:07
         */
        Timestamp: string;
        /**
         * Tag
         * @description A label attached to a processed document. Tag names are shared across the account.
         */
        Tag: {
            /**
             * Format: int64
             * @description Identifier of the tag.
             */
            id: number;
            /** @description Name of the tag as shown in the web app. */
            name: string;
        };
        /** @description Your own key/value data stored with the document. Keys are field names you define; values are plain scalars. */
        CustomFields: {
            [key: string]: string | number | boolean | null;
        };
        Warning: {
            /** @description Machine-readable kind of warning. */
            type?: string;
            /** @description Explanation of the warning. */
            message?: string;
        };
        /**
         * Detailed field
         * @description Detailed form of an extracted field. Fields switch from a bare value to this object when the request sets `bounding_boxes` or `confidence_details` to true. Update requests accept either form.
         * @example {
         *       "value": 42.18,
         *       "score": 0.97,
         *       "ocr_score": 0.99,
         *       "bounding_box": [
         *         1,
         *         0.612,
         *         0.781,
         *         0.744,
         *         0.803
         *       ],
         *       "bounding_region": [
         *         0.612,
         *         0.781,
         *         0.744,
         *         0.781,
         *         0.744,
         *         0.803,
         *         0.612,
         *         0.803
         *       ],
         *       "rotation": 0
         *     }
         */
        DetailedField: {
            /** @description The extracted value, with the same type the bare form would have. */
            value: string | number | boolean | null;
            /** @description Confidence of the model that this value belongs to this field. */
            score?: number;
            /** @description Confidence of the character recognition in the text the value was read from. */
            ocr_score?: number;
            /** @description `[page_number, x1, y1, x2, y2]`: the page and the top-left and bottom-right corners of the value, relative to the size of `img_url` before any rotation. */
            bounding_box?: number[];
            /** @description `[x1, y1, x2, y2, x3, y3, x4, y4]`: the four corners of the value, for skewed or handwritten text that an upright box fits poorly. */
            bounding_region?: number[];
            /**
             * @description Rotation of the text on the page, in degrees.
             * @enum {integer}
             */
            rotation?: 0 | 90 | 180 | 270;
            /** @description True when the value was enriched, for example inferred, rather than read verbatim from the document. */
            enriched?: boolean;
        };
        /**
         * Text field
         * @description Text value, or its detailed form.
         */
        TextField: (string | null) | components["schemas"]["DetailedField"];
        /**
         * Boolean field
         * @description True/false value, or its detailed form.
         */
        BooleanField: (boolean | null) | components["schemas"]["DetailedField"];
        /**
         * Number field
         * @description Numeric value, or its detailed form.
         */
        NumberField: (number | null) | components["schemas"]["DetailedField"];
        /** @description The address split into components; every component is null when it could not be identified. Receipts, invoices and W-9s return it when the request sets `parse_address` to true; business cards always return it. */
        ParsedAddress: {
            /** @description Street line as a whole. */
            street_address?: string | null;
            /** @description Building or venue name. */
            house?: string | null;
            /** @description House or building number. */
            house_number?: string | null;
            /** @description Street name without the number. */
            road?: string | null;
            /** @description Apartment, suite or unit. */
            unit?: string | null;
            /** @description Floor. */
            level?: string | null;
            /** @description Staircase or entrance. */
            staircase?: string | null;
            /** @description Post-office box. */
            po_box?: string | null;
            /** @description Suburb or neighbourhood. */
            suburb?: string | null;
            /** @description District within the city. */
            city_district?: string | null;
            /** @description City or town. */
            city?: string | null;
            /** @description Island, where relevant. */
            island?: string | null;
            /** @description County or district within the state. */
            state_district?: string | null;
            /** @description State, province or region. */
            state?: string | null;
            /** @description Postal or ZIP code. */
            postcode?: string | null;
            /** @description Region within the country. */
            country_region?: string | null;
            /** @description Country. */
            country?: string | null;
            /** @description World region, such as a continent. */
            world_region?: string | null;
        };
        /**
         * Vendor
         * @description The business that issued the document.
         */
        Vendor: {
            /** @description Vendor name, normalised to the business's usual name. */
            name?: components["schemas"]["TextField"];
            /** @description Vendor name exactly as printed. */
            raw_name?: components["schemas"]["TextField"];
            /** @description Vendor address as one line. */
            address?: components["schemas"]["TextField"];
            /** @description Vendor address exactly as printed. */
            raw_address?: components["schemas"]["TextField"];
            /** @description The address split into components. Returned only when the request set `parse_address` to true. */
            parsed_address?: components["schemas"]["ParsedAddress"];
            /** @description Phone number. */
            phone_number?: components["schemas"]["TextField"];
            /** @description Fax number. */
            fax_number?: components["schemas"]["TextField"];
            /** @description Email address. */
            email?: components["schemas"]["TextField"];
            /** @description Website. */
            web?: components["schemas"]["TextField"];
            /** @description VAT or GST registration number. */
            vat_number?: components["schemas"]["TextField"];
            /** @description Company registration number. */
            reg_number?: components["schemas"]["TextField"];
            /** @description Australian Business Number. */
            abn_number?: components["schemas"]["TextField"];
            /** @description Vendor's bank account number for payment. */
            account_number?: components["schemas"]["TextField"];
            /** @description Currency of that bank account. */
            account_currency?: components["schemas"]["TextField"];
            /** @description Name of the vendor's bank. */
            bank_name?: components["schemas"]["TextField"];
            /** @description Bank code or sort code. */
            bank_number?: components["schemas"]["TextField"];
            /** @description SWIFT/BIC code of the vendor's bank. */
            bank_swift?: components["schemas"]["TextField"];
            /** @description IBAN of the vendor's account. */
            iban?: components["schemas"]["TextField"];
            /** @description All bank accounts printed on the document, when there is more than one. */
            bank_breakdown?: {
                [key: string]: unknown;
            }[];
            /** @description Biller code for bill-payment schemes. */
            biller_code?: components["schemas"]["TextField"];
            /** @description Business category of the vendor. */
            category?: components["schemas"]["TextField"];
            /** @description Type of business, such as a restaurant or a fuel station. */
            type?: components["schemas"]["TextField"];
            /**
             * Format: uri
             * @description URL of the vendor's logo image.
             */
            readonly logo?: string | null;
            /** @description Name read from the vendor's logo. */
            logo_name?: components["schemas"]["TextField"];
            /** @description Latitude of the vendor. */
            lat?: number | null;
            /** @description Longitude of the vendor. */
            lng?: number | null;
            /**
             * Format: uri
             * @description Link to the vendor's location on a map.
             */
            readonly map_url?: string | null;
            /** @description ISO 3166 country code of the vendor. */
            country_code?: components["schemas"]["TextField"];
            /** @description Order number issued by the vendor. */
            order_number?: components["schemas"]["TextField"];
            /** @description Your own identifier for the vendor. */
            external_id?: string | null;
            /** @description Identifiers of the vendor in other systems. */
            external_ids?: {
                /** @description Identifier in the other system. */
                id?: string;
                /** @description Name of the other system. */
                source?: string;
            }[];
        };
        /**
         * Bill-to party
         * @description The customer the document is addressed to.
         */
        BillTo: {
            /** @description Customer name. */
            name?: components["schemas"]["TextField"];
            /** @description Billing address as one line. */
            address?: components["schemas"]["TextField"];
            /** @description The address split into components. Returned only when the request set `parse_address` to true. */
            parsed_address?: components["schemas"]["ParsedAddress"];
            /** @description Customer email address. */
            email?: components["schemas"]["TextField"];
            /** @description Customer phone number. */
            phone_number?: components["schemas"]["TextField"];
            /** @description Customer VAT or GST number. */
            vat_number?: components["schemas"]["TextField"];
            /** @description Customer company registration number. */
            reg_number?: components["schemas"]["TextField"];
        };
        /**
         * Ship-to party
         * @description Where the goods were delivered.
         */
        ShipTo: {
            /** @description Recipient name. */
            name?: components["schemas"]["TextField"];
            /** @description Delivery address as one line. */
            address?: components["schemas"]["TextField"];
            /** @description The address split into components. Returned only when the request set `parse_address` to true. */
            parsed_address?: components["schemas"]["ParsedAddress"];
        };
        /**
         * Payment
         * @description How the document was paid, or the payment terms of an invoice.
         */
        Payment: {
            /** @description Payment method, for example `cash`, `visa` or `master_card`. */
            type?: string | null;
            /** @description Last digits of the card used. */
            card_number?: string | null;
            /** @description Human-readable payment method, such as "Visa ***4821". */
            display_name?: string | null;
            /** @description Payment terms, such as "Net 30". */
            terms?: string | null;
        };
        Barcode: {
            /** @description Decoded content. */
            data?: string;
            /** @description Symbology, for example `QRCODE` or `CODE128`. */
            type?: string;
            /** @description Corners of the code on the page, as relative coordinates. */
            bounding_region?: number[];
        };
        /**
         * Line item
         * @description One purchased item. In create and update requests every field is optional; send a plain value or a detailed-field object.
         */
        LineItem: {
            /**
             * Format: int64
             * @description Identifier of the line item.
             */
            readonly id?: number;
            /** @description Position of the item on the document. */
            order?: number;
            /** @description Item description as shown on the document. */
            description?: components["schemas"]["TextField"];
            /** @description Description including continuation lines. */
            full_description?: components["schemas"]["TextField"];
            /** @description Description with abbreviations expanded and noise removed. */
            normalized_description?: components["schemas"]["TextField"];
            /** @description Raw text of the line. */
            readonly text?: string;
            /** @description Quantity purchased. */
            quantity?: components["schemas"]["NumberField"];
            /** @description Unit price. */
            price?: components["schemas"]["NumberField"];
            /** @description Amount of the line. */
            total?: components["schemas"]["NumberField"];
            /** @description Amount of the line before tax. */
            subtotal?: components["schemas"]["NumberField"];
            /** @description Amount of the line excluding tax. */
            net_total?: components["schemas"]["NumberField"];
            /** @description Amount of the line including tax. */
            gross_total?: components["schemas"]["NumberField"];
            /** @description Tax on the line. */
            tax?: components["schemas"]["NumberField"];
            /** @description Tax rate applied, as a percentage. */
            tax_rate?: components["schemas"]["NumberField"];
            /** @description Tax code printed next to the line. */
            tax_code?: components["schemas"]["TextField"];
            /** @description Discount on the line. */
            discount?: components["schemas"]["NumberField"];
            /** @description Unit price after the discount. */
            discount_price?: components["schemas"]["NumberField"];
            /** @description Discount rate, as a percentage. */
            discount_rate?: components["schemas"]["NumberField"];
            /** @description Stock-keeping unit. */
            sku?: components["schemas"]["TextField"];
            /** @description Universal product code. */
            upc?: components["schemas"]["TextField"];
            /** @description Harmonised System of Nomenclature code, used on Indian tax invoices. */
            hsn?: components["schemas"]["TextField"];
            /** @description Lot or batch number. */
            lot?: components["schemas"]["TextField"];
            /** @description Other reference printed on the line. */
            reference?: components["schemas"]["TextField"];
            /** @description Expense category of the item. */
            category?: components["schemas"]["TextField"];
            /** @description Kind of item, for example `product`, `food`, `service`, `fee` or `fuel`. */
            type?: string | null;
            /** @description Heading of the section the line appears under. */
            section?: string | null;
            /** @description Maker of the item. */
            manufacturer?: string | null;
            /** @description Country the item was made in. */
            country_of_origin?: string | null;
            /** @description Unit the quantity is counted in, such as `kg` or `h`. */
            unit_of_measure?: string | null;
            /** @description Weight of the item, as printed. */
            weight?: number | string | null;
            /** @description Date of the line, on documents that date each line. */
            date?: string | null;
            /** @description Start of the period the line covers. */
            start_date?: string | null;
            /** @description End of the period the line covers. */
            end_date?: string | null;
            /** @description Names of tags attached to the line. */
            tags?: string[];
            custom_fields?: components["schemas"]["CustomFields"];
            /** @description Details of the product inferred from the description. */
            readonly product_info?: {
                /** @description Brand of the product. */
                brand?: string | null;
                /** @description Product categories, from broad to narrow. */
                category?: string[];
                /** @description Longer description of the product. */
                expanded_description?: string | null;
            };
        };
        /**
         * Tax line
         * @description Tax charged at one rate. In create and update requests every field is optional; send a plain value or a detailed-field object.
         */
        TaxLine: {
            /**
             * Format: int64
             * @description Identifier of the tax line.
             */
            readonly id?: number;
            /** @description Position of the tax line on the document. */
            order?: number;
            /** @description Name of the tax as printed, such as "VAT" or "State tax". */
            name?: components["schemas"]["TextField"];
            /** @description Tax code printed with the line. */
            code?: components["schemas"]["TextField"];
            /** @description Tax rate, as a percentage. */
            rate?: components["schemas"]["NumberField"];
            /** @description Amount the tax was charged on. */
            base?: components["schemas"]["NumberField"];
            /** @description Tax amount. */
            total?: components["schemas"]["NumberField"];
            /** @description Base plus tax. */
            total_inclusive?: components["schemas"]["NumberField"];
        };
        LanguageGuess: {
            /** @description Language code, such as `en`. */
            value?: string;
            /** @description Confidence in the guess. */
            score?: number;
        };
        /** @description Languages detected, as plain codes on older documents and as scored guesses on newer ones. */
        Languages: (string | components["schemas"]["LanguageGuess"])[];
        ScoredBoolean: {
            /** @description The finding. */
            value?: boolean;
            /** @description Confidence in the finding. */
            score?: number;
        };
        /**
         * Fraud assessment
         * @description Automatic fraud checks run on the document while it is processed. The [fraud signals guide](/fraud/signals/) explains each field and how to act on it.
         */
        FraudAssessment: {
            /** @description Likelihood that the document as a whole is fraudulent, from 0 to 1. Calibrate any threshold against documents you have reviewed. */
            score?: number | null;
            /**
             * @description Traffic-light summary of the assessment; `green` accompanies documents judged clean.
             * @example green
             */
            color?: string;
            /**
             * @description Verdict in words, for example "Not Fraud".
             * @example Not Fraud
             */
            decision?: string;
            /** @description Kinds of fraud detected; empty when none were. The names form an open list, so treat any non-empty list as a reason for review, whether or not you know the names. */
            types?: string[];
            /** @description Labels from fraud rules specific to your account, reported separately from `types`. */
            custom_types?: string[];
            /** @description Context on what the assessment rests on, when present. */
            attribution?: string | null;
            /** @description Version of the fraud assessment that produced the result. */
            version?: string | null;
            /** @description Findings per submitted image. */
            images?: {
                /** @description True when the image is a photo of a screen. */
                is_lcd?: boolean;
                /** @description Confidence in the finding. */
                score?: number;
            }[];
            /** @description Findings per page. */
            pages?: {
                is_lcd?: components["schemas"]["ScoredBoolean"];
            }[];
            /** @description Signs that a PDF was edited after it was created. */
            fraudulent_pdf?: {
                /** @description Likelihood that the PDF was tampered with. */
                score?: number;
            };
            /** @description Information about submissions related to this document. Its keys are not fixed; store the object whole. */
            submissions?: {
                [key: string]: unknown;
            };
        };
        /**
         * Fraud review
         * @description Outcome of a manual fraud review, made by a person rather than by the automatic checks, when one took place. It sits next to the automatic assessment in `meta.fraud` without replacing it.
         */
        FraudReview: {
            /** @description Reviewer's decision, for example "Not Fraud". */
            decision?: string | null;
            /** @description Kinds of fraud the reviewer confirmed; empty when none were. */
            types?: string[];
        };
        /**
         * Processing metadata
         * @description How and by whom the document was submitted, and what processing found.
         */
        DocumentMeta: {
            /** @description Username of the account user who owns the document. */
            owner?: string;
            /** @description Channel the document came through, for example `api` or a capture SDK such as `lens.receipt` or `lens.web`. */
            source?: string;
            /** @description Identifier of the capturing device, for documents sent through a capture SDK. */
            device_id?: string | null;
            /** @description Identifier of the end user on that device. */
            device_user_uuid?: string | null;
            /** @description Pages in the submitted file. */
            total_pages?: number;
            /** @description Pages that were processed; lower than `total_pages` when the page cap applied. */
            processed_pages?: number;
            language?: components["schemas"]["Languages"];
            /** @description Names of the fields whose value was handwritten. */
            handwritten_fields?: string[];
            /** @description Problems noticed while processing. */
            warnings?: components["schemas"]["Warning"][];
            /** @description Earlier documents this one resembles. */
            duplicates?: {
                /**
                 * Format: int64
                 * @description Identifier of the earlier document.
                 */
                id?: number;
                /** @description How similar the two documents are. */
                score?: number;
                /**
                 * Format: uri
                 * @description Link to the earlier document.
                 */
                url?: string;
            }[];
            /** @description Per-page findings, in page order. */
            pages?: {
                /** @description Page width in pixels. */
                width?: number;
                /** @description Page height in pixels. */
                height?: number;
                is_blurry?: components["schemas"]["ScoredBoolean"];
                language?: components["schemas"]["Languages"];
                /** @description Whether the page is a screenshot, and of what. */
                screenshot?: {
                    /** @description Kind of screenshot, or null when the page is not one. */
                    type?: string | null;
                    /** @description Confidence in the finding. */
                    score?: number;
                };
            }[];
            /** @description Size of each file the document was built from. */
            source_documents?: {
                /** @description Width in pixels. */
                width?: number;
                /** @description Height in pixels. */
                height?: number;
                /** @description File size in kilobytes. */
                size_kb?: number;
            }[];
            /** @description Each file the document was built from, as received. */
            documents?: {
                /** @description File name. */
                name?: string;
                /** @description Kind of document detected in the file. */
                document_type?: string;
                /** @description File format, such as `jpg` or `pdf`. */
                file_type?: string;
                /** @description Storage key of the file. */
                s3_path?: string;
                /** @description Width in pixels. */
                width?: number;
                /** @description Height in pixels. */
                height?: number;
                /** @description File size in kilobytes. */
                size_kb?: number;
                /** @description True when the file is blurry. */
                is_blurry?: boolean;
                /** @description True when the file was cropped to the document. */
                is_cropped?: boolean;
                /** @description True when the file shows a document. */
                is_document?: boolean;
            }[];
            fraud?: components["schemas"]["FraudAssessment"];
            fraud_review?: components["schemas"]["FraudReview"];
            /** @description Overall confidence of the character recognition. */
            ocr_score?: number;
            /** @description Time spent finding and cropping the document in the image. */
            crop_time?: number;
        };
        /**
         * Document
         * @description A processed receipt or invoice. Extracted fields are null when the document does not show them. Fields typed as a text, number or boolean field come back in the detailed form when the request asked for bounding boxes or confidence details.
         */
        Document: {
            /**
             * Format: int64
             * @description Identifier of the document.
             */
            readonly id: number;
            external_id?: components["schemas"]["ExternalId"];
            /** @description When the document was submitted. */
            readonly created_date: components["schemas"]["Timestamp"];
            /** @description When the document was last changed, by processing or by an update. */
            readonly updated_date: components["schemas"]["Timestamp"];
            /**
             * @description Review state of the document in the web app.
             * @enum {string}
             */
            readonly status?: "processed" | "reviewed" | "archived";
            /** @description Version of the extraction model that processed the document. */
            readonly model?: string;
            /** @description Tags attached to the document. */
            tags?: components["schemas"]["Tag"][];
            custom_fields?: components["schemas"]["CustomFields"];
            /** @description Free-text notes added by a reviewer. */
            notes?: string | null;
            /** @description True when the document looks like one submitted earlier. */
            is_duplicate?: boolean;
            /**
             * Format: int64
             * @description Identifier of the earlier document this one duplicates, if any.
             */
            readonly duplicate_of?: number | null;
            /** @description True once a reviewer has approved the document. */
            is_approved?: boolean;
            /** @description False when the file does not appear to contain a receipt or invoice at all. */
            readonly is_document?: boolean;
            /** @description One entry per page, true where the page is too blurry to read reliably. */
            readonly is_blurry?: boolean[];
            /** @description True when the submitted image as a whole is blurry. */
            readonly img_blur?: boolean;
            /** @description Problems noticed while processing. */
            readonly warnings?: components["schemas"]["Warning"][];
            /**
             * Format: uri
             * @description Stored copy of the submitted file. JPG, PNG, GIF, WebP and PDF files keep their format; HEIC, HEIF and AVIF become JPG; text and HTML become PDF.
             */
            readonly img_url?: string;
            /**
             * Format: uri
             * @description Thumbnail of the first page, always a JPG.
             */
            readonly img_thumbnail_url?: string;
            /**
             * Format: uri
             * @description The document rendered as a PDF.
             */
            readonly pdf_url?: string;
            /** @description File name the document is stored under. */
            readonly img_file_name?: string;
            /** @description Raw text recognised on the document. Pages may be separated by a form-feed character. */
            readonly ocr_text?: string;
            /** @description Kind of document detected, for example `receipt` or `invoice`. */
            document_type?: components["schemas"]["TextField"];
            /** @description Title printed on the document, such as "Tax invoice". */
            document_title?: components["schemas"]["TextField"];
            /** @description Expense category assigned to the document. */
            category?: components["schemas"]["TextField"];
            /** @description Default category suggested for the document. */
            default_category?: components["schemas"]["TextField"];
            /** @description Accounting side of the document, `debit` or `credit`. */
            accounting_entry_type?: string;
            /** @description True for refunds, credit notes and other documents where money comes back. */
            is_money_in?: components["schemas"]["BooleanField"];
            /** @description True for card-terminal slips that record a payment rather than itemise a purchase. */
            is_transaction?: components["schemas"]["BooleanField"];
            /** @description Transaction or issue date, as `YYYY-MM-DD HH:MM:SS`. */
            date?: components["schemas"]["TextField"];
            /** @description Payment due date of an invoice. */
            due_date?: components["schemas"]["TextField"];
            /** @description Date the order was placed. */
            order_date?: components["schemas"]["TextField"];
            /** @description Date the goods were delivered. */
            delivery_date?: components["schemas"]["TextField"];
            /** @description Date the goods were shipped. */
            ship_date?: components["schemas"]["TextField"];
            /** @description Start of the period a service was billed for. */
            service_start_date?: components["schemas"]["TextField"];
            /** @description End of the period a service was billed for. */
            service_end_date?: components["schemas"]["TextField"];
            /** @description ISO 4217 code of the document's currency, such as `USD`. */
            currency_code?: components["schemas"]["TextField"];
            /** @description Exchange rate applied to convert the amounts, when one was used. */
            exch_rate?: number | null;
            /** @description Amount due or paid, including tax, tip and fees. */
            total?: components["schemas"]["NumberField"];
            /** @description Amount before tax and other additions. */
            subtotal?: components["schemas"]["NumberField"];
            /** @description Total tax. The breakdown per rate is in `tax_lines`. */
            tax?: components["schemas"]["NumberField"];
            /** @description Tip or gratuity. */
            tip?: components["schemas"]["NumberField"];
            /** @description Discount on the whole document. */
            discount?: components["schemas"]["NumberField"];
            /** @description Shipping or delivery charge. */
            shipping?: components["schemas"]["NumberField"];
            /** @description Insurance charge. */
            insurance?: components["schemas"]["NumberField"];
            /** @description Cash rounding adjustment. */
            rounding?: components["schemas"]["NumberField"];
            /** @description Cash handed back at the till. */
            cashback?: components["schemas"]["NumberField"];
            /** @description Balance stated on the document. */
            balance?: components["schemas"]["NumberField"];
            /** @description Closing balance stated on the document. */
            final_balance?: components["schemas"]["NumberField"];
            /** @description Balance brought forward from an earlier statement. */
            previous_balance?: components["schemas"]["NumberField"];
            /** @description Invoice or receipt number. */
            invoice_number?: components["schemas"]["TextField"];
            /** @description Purchase order the document refers to. */
            purchase_order_number?: components["schemas"]["TextField"];
            /** @description Other reference printed on the document, such as a transaction reference. */
            reference_number?: components["schemas"]["TextField"];
            /** @description Number of a related document, such as the invoice a credit note corrects. */
            document_reference_number?: components["schemas"]["TextField"];
            /** @description Delivery note number. */
            delivery_note_number?: components["schemas"]["TextField"];
            /** @description Customer account number with the vendor. */
            account_number?: components["schemas"]["TextField"];
            /** @description Number of the store or branch. */
            store_number?: components["schemas"]["TextField"];
            /** @description Shipment tracking number. */
            tracking_number?: components["schemas"]["TextField"];
            /** @description All tracking numbers found, when there is more than one. */
            tracking_numbers?: string[];
            /** @description Vehicle licence plate, on fuel, parking and toll receipts. */
            license_plate_number?: components["schemas"]["TextField"];
            /** @description Vehicle identification number, on repair and service invoices. */
            vin_number?: components["schemas"]["TextField"];
            /** @description Incoterms delivery term, such as `FOB` or `DAP`. */
            incoterms?: components["schemas"]["TextField"];
            /** @description Name of the server, on restaurant receipts. */
            server_name?: components["schemas"]["TextField"];
            /** @description Name of the cashier or sales person. */
            vending_person?: components["schemas"]["TextField"];
            /** @description Number of the cashier or sales person. */
            vending_person_number?: components["schemas"]["TextField"];
            /** @description Number of guests, on restaurant receipts. Older documents may hold it as text. */
            guest_count?: (number | string | null) | components["schemas"]["DetailedField"];
            /** @description Total number of items stated on the document. */
            total_quantity?: components["schemas"]["NumberField"];
            /** @description Total weight stated on the document, with its unit. */
            total_weight?: components["schemas"]["TextField"];
            /** @description Individual weights listed on the document. */
            weights?: (number | string)[];
            vendor?: components["schemas"]["Vendor"];
            /** @description Candidate vendor names that were considered, each with its confidence. */
            readonly vendors?: components["schemas"]["DetailedField"][];
            bill_to?: components["schemas"]["BillTo"];
            ship_to?: components["schemas"]["ShipTo"];
            payment?: components["schemas"]["Payment"];
            /** @description Payment links printed on the document, such as a pay-online URL. */
            readonly payment_links?: string[];
            /** @description Barcodes and QR codes found on the document. */
            readonly barcodes?: components["schemas"]["Barcode"][];
            /** @description Purchased items, in the order they appear. */
            line_items?: components["schemas"]["LineItem"][];
            /** @description Tax breakdown, one entry per tax rate. */
            tax_lines?: components["schemas"]["TaxLine"][];
            /** @description The line items again, with every field in the detailed form. */
            readonly line_items_with_scores?: components["schemas"]["LineItem"][];
            /** @description The tax lines again, with every field in the detailed form. */
            readonly tax_lines_with_scores?: components["schemas"]["TaxLine"][];
            meta?: components["schemas"]["DocumentMeta"];
        };
        DocumentList: {
            /** @description Documents on this page, newest first unless `order_by` says otherwise. */
            documents: components["schemas"]["Document"][];
            /** @description Paging information. Not every response includes it. This list has no `count` field: the number of matches is `total_results`. */
            meta?: {
                /** @description Page size used. */
                documents_per_page?: number;
                /** @description Number of this page, starting at 1. */
                page_number?: number;
                /** @description Number of pages available. */
                total_pages?: number;
                /** @description Number of matching documents. It is exact only when the request set `track_total_results` to true; otherwise treat it as an estimate. */
                total_results?: number;
            };
        };
        /**
         * File part (multipart)
         * @description The file itself as the multipart part `file`. This is the fastest mode, especially for several images of one document zipped together.
         */
        FileUpload: {
            /** @description Contents of the file. A `.zip` archive is treated as several pages of one document: its files are combined into a single PDF in alphabetical order of their names. */
            file: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * Public URL
         * @description A URL the API downloads the file from.
         */
        FileUrlUpload: {
            /**
             * Format: uri
             * @description Publicly reachable URL of the file.
             */
            file_url: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * List of public URLs
         * @description Several URLs the API downloads and processes as one submission.
         */
        FileUrlsUpload: {
            /** @description Publicly reachable URLs of the files. */
            file_urls: string[];
        } & {
            [key: string]: unknown;
        };
        /**
         * Base64 data
         * @description The file encoded as base64 inside the request. It inflates the payload by a third and is the least efficient mode, so prefer another one for large files.
         */
        FileDataUpload: {
            /** @description Base64-encoded file contents, either bare or as a data URI such as `data:image/png;base64,...`. Send `file_name` as well so the file type can be recognised. */
            file_data: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * Object storage
         * @description An object in an Amazon S3 bucket that the API is allowed to read.
         */
        BucketUpload: {
            /** @description Key of the object inside the bucket. */
            package_path: string;
            /** @description Name of the bucket. */
            bucket: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * Upload source
         * @description Exactly one way of supplying the file: a multipart `file` part, `file_url`, `file_urls`, base64 `file_data`, or `package_path` with `bucket`. Send only one per request.
         */
        UploadSource: components["schemas"]["FileUpload"] | components["schemas"]["FileUrlUpload"] | components["schemas"]["FileUrlsUpload"] | components["schemas"]["FileDataUpload"] | components["schemas"]["BucketUpload"];
        /** @description Name to store the file under, including its extension. Send it with `file_data`, where the extension is the only hint of the file type. */
        FileName: string;
        /** @description Names of tags to attach to the new document. Missing tags are created. */
        TagNames: string[];
        /** @description Category names the extraction may choose from when it categorises the document. */
        Categories: string[];
        /**
         * @description Delete the document from storage as soon as its data has been extracted. Use it when you keep the result yourself and need nothing stored afterwards.
         * @default false
         */
        AutoDeleteFlag: boolean;
        /**
         * @description Return extracted fields in the detailed form, including the `bounding_box` and `bounding_region` of each value.
         * @default false
         */
        BoundingBoxesFlag: boolean;
        /**
         * @description Return extracted fields in the detailed form, including the `score` and `ocr_score` confidence of each value.
         * @default false
         */
        ConfidenceDetailsFlag: boolean;
        /**
         * @description Also return each address split into components as `parsed_address`.
         * @default false
         */
        ParseAddressFlag: boolean;
        /**
         * @deprecated
         * @description Deprecated since 2023-08-20. Do not send it in new integrations.
         * @default false
         */
        BoostModeFlag: boolean;
        /** Processing options */
        ProcessDocumentOptions: {
            file_name?: components["schemas"]["FileName"];
            external_id?: components["schemas"]["ExternalId"];
            tags?: components["schemas"]["TagNames"];
            categories?: components["schemas"]["Categories"];
            /**
             * @description Return at once with only the new document's `id` and finish processing in the background. A `document.created` or `document.failed` webhook event reports the outcome.
             * @default false
             */
            async: boolean;
            /** @description Process at most this many pages. The account's page cap, 15 by default, still applies. */
            max_pages_to_process?: number;
            auto_delete?: components["schemas"]["AutoDeleteFlag"];
            bounding_boxes?: components["schemas"]["BoundingBoxesFlag"];
            confidence_details?: components["schemas"]["ConfidenceDetailsFlag"];
            parse_address?: components["schemas"]["ParseAddressFlag"];
            /** @description Crop the image to the edges of the document before reading it. */
            crop_document?: boolean;
            /** @description Country code, such as `US`, to use as a hint when the document's origin is ambiguous. */
            country?: string;
            /** @description Kind of document you expect, for example `receipt` or `invoice`. */
            document_type?: string;
            /** @description Let the extraction work out values the document does not print from the ones it does, for example a subtotal from the total and the tax. Set it to false to get only the values read from the document. */
            compute?: boolean;
            /** @description Information about the device the document was captured on, when your own app did the capturing. */
            device_data?: {
                /** @description Identifier of the capturing device. */
                uuid?: string;
            } & {
                [key: string]: unknown;
            };
            /** @description Names of the enrichment steps that may finish after the response has been sent, instead of holding it back until they are done. */
            allowed_async_enrichments?: string[];
            /** @description Turn on the reasoning mode of the extraction, in which a large language model works through the document before the fields are returned. Expect the call to take longer. */
            thinking?: boolean;
            /** @description Version of the language model to reason with when `thinking` is true. Leave it out to use the current default. */
            thinking_llm_version?: string;
            /**
             * Format: int64
             * @description Identifier of the emailed receipt this upload belongs to, when the document reached the account by email.
             */
            emailed_receipt_id?: number;
            /**
             * Format: int64
             * @description Identifier of an existing receipt this upload belongs to.
             */
            receipt_id?: number;
            boost_mode?: components["schemas"]["BoostModeFlag"];
            /**
             * @deprecated
             * @description Deprecated. Use `bounding_boxes` and `confidence_details` instead.
             */
            detailed?: boolean;
            /**
             * @deprecated
             * @description Deprecated. Blur findings appear in `is_blurry` and `meta.pages`.
             */
            detect_blur?: boolean;
        };
        /**
         * Upload source (JSON body)
         * @description Exactly one way of supplying the file in a JSON body: `file_url`, `file_urls`, base64 `file_data`, or `package_path` with `bucket`. To send the file itself, use a multipart/form-data request instead.
         */
        JsonUploadSource: components["schemas"]["FileUrlUpload"] | components["schemas"]["FileUrlsUpload"] | components["schemas"]["FileDataUpload"] | components["schemas"]["BucketUpload"];
        /**
         * Accepted for processing
         * @description Acknowledgement of a request that finishes in the background. Wait for the webhook event, then fetch the result by this id.
         */
        AcceptedId: {
            /**
             * Format: int64
             * @description Identifier to fetch the result with once processing ends.
             */
            id: number;
        };
        BulkProcessRequest: {
            /** @description Publicly reachable URLs; each one becomes a separate document. */
            file_urls: string[];
        };
        /** @description One entry per document created. */
        BulkProcessResult: {
            /**
             * Format: int64
             * @description Identifier of the document created for the URL.
             */
            id: number;
        }[];
        /** @description Number of results matching the query. It is exact only when `track_total_results` is true; otherwise treat it as an estimate. */
        ResultCount: number;
        /**
         * Format: uri
         * @description URL of the next page of results, or null on the last page.
         */
        NextPage: string | null;
        /**
         * Format: uri
         * @description URL of the previous page of results, or null on the first page.
         */
        PreviousPage: string | null;
        PageBreak: {
            /** @description First page of the detected document, counted from 1. */
            page_start: number;
            /** @description Last page of the detected document, inclusive. */
            page_end: number;
        };
        /**
         * Split set
         * @description A multi-document file that was split into separate documents. Each entry of `document_ids` is a document of the product the set was submitted to.
         */
        DocumentSet: {
            /**
             * Format: int64
             * @description Identifier of the set.
             */
            id: number;
            /**
             * @description Progress of the set. `started`, `split_in_progress` and `in_progress` mean work is still going on; `processed` and `failed` are final; `deleted` marks a set that was removed.
             * @enum {string}
             */
            status: "started" | "split_in_progress" | "in_progress" | "processed" | "failed" | "deleted";
            /** @description Identifiers of the documents created from the file. */
            document_ids?: number[];
            /** @description Page range of each document detected in the file. */
            page_breaks?: components["schemas"]["PageBreak"][];
        };
        DocumentSetList: {
            count: components["schemas"]["ResultCount"];
            next: components["schemas"]["NextPage"];
            previous: components["schemas"]["PreviousPage"];
            results: components["schemas"]["DocumentSet"][];
        };
        /** @description Metadata stored with the document. */
        MetaExternalId: {
            external_id?: components["schemas"]["ExternalId"];
        };
        /** Split options */
        DocumentSetOptions: {
            file_name?: components["schemas"]["FileName"];
            external_id?: components["schemas"]["ExternalId"];
            meta?: components["schemas"]["MetaExternalId"];
            tags?: components["schemas"]["TagNames"];
            categories?: components["schemas"]["Categories"];
            /**
             * @description Process at most this many pages of the file.
             * @default 100
             */
            max_pages_to_process: number;
        };
        /**
         * Document update
         * @description Fields to change on a processed document. Send only the fields you want to change; anything omitted keeps its value. Extracted fields accept a plain value or a detailed-field object.
         */
        DocumentUpdate: {
            external_id?: components["schemas"]["ExternalId"];
            /** @description Transaction or issue date, as `YYYY-MM-DD HH:MM:SS`. */
            date?: components["schemas"]["TextField"];
            /** @description Payment due date. */
            due_date?: components["schemas"]["TextField"];
            /** @description Invoice or receipt number. */
            invoice_number?: components["schemas"]["TextField"];
            /** @description Expense category. */
            category?: components["schemas"]["TextField"];
            /** @description ISO 4217 currency code. */
            currency_code?: components["schemas"]["TextField"];
            /** @description Amount due or paid. */
            total?: components["schemas"]["NumberField"];
            /** @description Amount before tax. */
            subtotal?: components["schemas"]["NumberField"];
            /** @description Total tax. */
            tax?: components["schemas"]["NumberField"];
            /** @description Tip or gratuity. */
            tip?: components["schemas"]["NumberField"];
            /** @description Customer account number with the vendor. */
            account_number?: components["schemas"]["TextField"];
            /** @description Balance stated on the document. */
            balance?: components["schemas"]["NumberField"];
            /** @description Closing balance. */
            final_balance?: components["schemas"]["NumberField"];
            /** @description Balance brought forward. */
            previous_balance?: components["schemas"]["NumberField"];
            /** @description Number of guests. */
            guest_count?: (number | string | null) | components["schemas"]["DetailedField"];
            /** @description Vehicle licence plate. */
            license_plate_number?: components["schemas"]["TextField"];
            vendor?: components["schemas"]["Vendor"];
            bill_to?: components["schemas"]["BillTo"];
            ship_to?: components["schemas"]["ShipTo"];
            /** @description Line items of the document. To change a single item, the line-item routes are simpler. */
            line_items?: components["schemas"]["LineItem"][];
            /** @description Free-text notes. */
            notes?: string | null;
            /** @description Tag names for the document. */
            tags?: string[];
            /** @description Mark the document as approved. */
            is_approved?: boolean;
            /** @description Mark the expense as billable to a client. */
            is_billable?: boolean;
            /** @description Mark or clear the document as a duplicate. */
            is_duplicate?: boolean;
            /** @description Mark the document as a refund or credit note. */
            is_money_in?: components["schemas"]["BooleanField"];
            /** @description Mark the document as a card-terminal slip. */
            is_transaction?: components["schemas"]["BooleanField"];
            custom_fields?: components["schemas"]["CustomFields"];
        };
        LineItemList: {
            /** @description The document's line items, in document order. */
            line_items: components["schemas"]["LineItem"][];
        };
        TagList: {
            /** @description Tags attached to the document, in no particular order. */
            tags: components["schemas"]["Tag"][];
        };
        AddTagRequest: {
            /** @description Tag to attach. If no tag with this name exists yet, it is created first. */
            name: string;
        };
        AddTagsRequest: {
            /** @description Names of the tags to attach. Names that do not exist yet are created. Tags already on the document stay attached. */
            tags: string[];
        };
        /**
         * AnyDoc
         * @description A document processed with a blueprint. Besides the fields listed here, the object carries one property per field the blueprint defines, named and typed by that blueprint.
         */
        AnyDoc: {
            /**
             * Format: int64
             * @description Identifier of the document.
             */
            readonly id: number;
            external_id?: components["schemas"]["ExternalId"];
            /** @description When the document was submitted. */
            readonly created_date: components["schemas"]["Timestamp"];
            /** @description When the document was last changed. */
            readonly updated_date: components["schemas"]["Timestamp"];
            /** @description Blueprint the document was extracted with. */
            readonly blueprint_name?: string;
            /**
             * @deprecated
             * @description Deprecated alias of `blueprint_name`.
             */
            readonly template_name?: string;
            /**
             * Format: uri
             * @description The document as a PDF.
             */
            readonly pdf_url?: string;
            /**
             * Format: uri
             * @description Thumbnail of the first page, as a JPG.
             */
            readonly img_thumbnail_url?: string;
        } & {
            [key: string]: unknown;
        };
        AnyDocList: {
            count: components["schemas"]["ResultCount"];
            next: components["schemas"]["NextPage"];
            previous: components["schemas"]["PreviousPage"];
            results: components["schemas"]["AnyDoc"][];
        };
        /** Processing options */
        ProcessAnyDocOptions: {
            /** @description Blueprint to extract the document with. Required unless the deprecated `template_name` is sent instead. List the available names with Get blueprints. */
            blueprint_name?: string;
            /**
             * @deprecated
             * @description Deprecated alias of `blueprint_name`.
             */
            template_name?: string;
            file_name?: components["schemas"]["FileName"];
            external_id?: components["schemas"]["ExternalId"];
            /** @description Metadata stored with the document. */
            meta?: {
                tags?: components["schemas"]["TagNames"];
                /** @description The device the document was captured on. */
                device_data?: {
                    /** @description Identifier of the capturing device. */
                    uuid?: string;
                };
            };
            /** @description Process at most this many pages of the document. */
            max_pages_to_process?: number;
            auto_delete?: components["schemas"]["AutoDeleteFlag"];
        };
        /**
         * AnyDoc update
         * @description Corrections to a processed AnyDoc: any field of the blueprint it was extracted with, under the name and in the shape the response uses, plus `external_id`. Send only the fields to change; fields you leave out keep their values, and none of them is required. The blueprint name, identifiers, timestamps, file links and recognised text are set by Quire and are not part of an update.
         */
        AnyDocUpdate: {
            external_id?: components["schemas"]["ExternalId"];
        } & {
            [key: string]: unknown;
        };
        StatementSummary: {
            /** @description Label of the total, such as "Total deposits". */
            name?: string;
            /** @description The amount. */
            total?: number;
        };
        /** Transaction */
        StatementTransaction: {
            /** @description Position of the transaction on the statement. */
            order?: number;
            /** @description Date of the transaction. */
            date?: string | null;
            /** @description Description of the transaction. */
            description?: string | null;
            /** @description Raw text of the transaction line. */
            text?: string;
            /** @description Amount paid into the account. */
            credit_amount?: number | null;
            /** @description Amount taken out of the account. */
            debit_amount?: number | null;
            /** @description Running balance after the transaction. */
            balance?: number | null;
            /** @description Account the transaction belongs to. */
            account_number?: string;
            /** @description Card used, when the transaction was a card payment. */
            card_number?: string | null;
            /** @description Bank's reference for the transaction. */
            transaction_id?: string | null;
        };
        /**
         * Bank statement
         * @description A processed bank statement. Extracted fields are null when the statement does not show them; top-level extracted fields come back in the detailed form when bounding boxes or confidence details were requested.
         */
        BankStatement: {
            /**
             * Format: int64
             * @description Identifier of the statement.
             */
            readonly id: number;
            external_id?: components["schemas"]["ExternalId"];
            /** @description When the statement was submitted. */
            readonly created_date: components["schemas"]["Timestamp"];
            /** @description When the statement was last changed. */
            readonly updated_date: components["schemas"]["Timestamp"];
            /** @description Name of the bank. */
            bank_name?: components["schemas"]["TextField"];
            /** @description Address of the bank. */
            bank_address?: components["schemas"]["TextField"];
            /** @description Website of the bank. */
            bank_website?: components["schemas"]["TextField"];
            /** @description VAT number of the bank. */
            bank_vat_number?: components["schemas"]["TextField"];
            /** @description Name of the account holder. */
            account_holder_name?: components["schemas"]["TextField"];
            /** @description Address of the account holder. */
            account_holder_address?: components["schemas"]["TextField"];
            /** @description Number of the account the statement covers. */
            account_number?: components["schemas"]["TextField"];
            /** @description All account numbers on the statement, when it covers several accounts. */
            account_numbers?: string[];
            /** @description Kind of account, for example checking or savings. */
            account_type?: components["schemas"]["TextField"];
            /** @description VAT number of the account holder. */
            account_vat_number?: components["schemas"]["TextField"];
            /** @description Routing number of the account. */
            routing_number?: components["schemas"]["TextField"];
            /** @description All routing numbers on the statement. */
            routing_numbers?: string[];
            /** @description IBAN of the account. */
            iban_number?: components["schemas"]["TextField"];
            /** @description SWIFT/BIC code of the bank. */
            swift?: components["schemas"]["TextField"];
            /** @description ISO 4217 code of the account currency. */
            currency_code?: components["schemas"]["TextField"];
            /** @description Date the statement was issued. */
            statement_date?: components["schemas"]["TextField"];
            /** @description Number of the statement. */
            statement_number?: components["schemas"]["TextField"];
            /** @description First day the statement covers. */
            period_start_date?: components["schemas"]["TextField"];
            /** @description Last day the statement covers. */
            period_end_date?: components["schemas"]["TextField"];
            /** @description Payment due date, on credit-card statements. */
            due_date?: components["schemas"]["TextField"];
            /** @description Minimum payment due, on credit-card statements. */
            minimum_due?: components["schemas"]["NumberField"];
            /** @description Balance at the start of the period. */
            beginning_balance?: components["schemas"]["NumberField"];
            /** @description Balance at the end of the period. */
            ending_balance?: components["schemas"]["NumberField"];
            /** @description Totals printed in the statement's summary section. */
            summaries?: components["schemas"]["StatementSummary"][];
            /** @description Transactions in the order they appear on the statement. */
            transactions?: components["schemas"]["StatementTransaction"][];
            /**
             * Format: uri
             * @description The statement as a PDF.
             */
            readonly pdf_url?: string;
            /**
             * Format: uri
             * @description Thumbnail of the first page, as a JPG.
             */
            readonly img_thumbnail_url?: string;
        };
        BankStatementList: {
            count: components["schemas"]["ResultCount"];
            next: components["schemas"]["NextPage"];
            previous: components["schemas"]["PreviousPage"];
            results: components["schemas"]["BankStatement"][];
        };
        /** Processing options */
        ProcessBankStatementOptions: {
            file_name?: components["schemas"]["FileName"];
            meta?: components["schemas"]["MetaExternalId"];
            /**
             * @deprecated
             * @description Deprecated. Send `meta.external_id` instead.
             */
            external_id?: components["schemas"]["ExternalId"];
            tags?: components["schemas"]["TagNames"];
            categories?: components["schemas"]["Categories"];
            /** @description Process at most this many pages of the statement. */
            max_pages_to_process?: number;
            bounding_boxes?: components["schemas"]["BoundingBoxesFlag"];
            confidence_details?: components["schemas"]["ConfidenceDetailsFlag"];
        };
        AutoDeleteOption: {
            auto_delete?: components["schemas"]["AutoDeleteFlag"];
        };
        /** Split options */
        BankStatementSetOptions: {
            file_name?: components["schemas"]["FileName"];
            external_id?: components["schemas"]["ExternalId"];
            meta?: components["schemas"]["MetaExternalId"];
            tags?: components["schemas"]["TagNames"];
            /** @description Process at most this many pages of the file; 250 is the cap for statement sets. */
            max_pages_to_process?: number;
        };
        /**
         * Bank statement update
         * @description Corrections to a processed bank statement. Extracted fields take a plain value or a detailed-field object. Send only the fields to change; fields you leave out keep their values, and none of them is required. Identifiers, timestamps, file links and recognised text are set by Quire and are not part of an update.
         */
        BankStatementUpdate: {
            external_id?: components["schemas"]["ExternalId"];
            /** @description Name of the bank. */
            bank_name?: components["schemas"]["TextField"];
            /** @description Address of the bank. */
            bank_address?: components["schemas"]["TextField"];
            /** @description Website of the bank. */
            bank_website?: components["schemas"]["TextField"];
            /** @description VAT number of the bank. */
            bank_vat_number?: components["schemas"]["TextField"];
            /** @description Name of the account holder. */
            account_holder_name?: components["schemas"]["TextField"];
            /** @description Address of the account holder. */
            account_holder_address?: components["schemas"]["TextField"];
            /** @description Number of the account the statement covers. */
            account_number?: components["schemas"]["TextField"];
            /** @description All account numbers on the statement, when it covers several accounts. */
            account_numbers?: string[];
            /** @description Kind of account, for example checking or savings. */
            account_type?: components["schemas"]["TextField"];
            /** @description VAT number of the account holder. */
            account_vat_number?: components["schemas"]["TextField"];
            /** @description Routing number of the account. */
            routing_number?: components["schemas"]["TextField"];
            /** @description All routing numbers on the statement. */
            routing_numbers?: string[];
            /** @description IBAN of the account. */
            iban_number?: components["schemas"]["TextField"];
            /** @description SWIFT/BIC code of the bank. */
            swift?: components["schemas"]["TextField"];
            /** @description ISO 4217 code of the account currency. */
            currency_code?: components["schemas"]["TextField"];
            /** @description Date the statement was issued. */
            statement_date?: components["schemas"]["TextField"];
            /** @description Number of the statement. */
            statement_number?: components["schemas"]["TextField"];
            /** @description First day the statement covers. */
            period_start_date?: components["schemas"]["TextField"];
            /** @description Last day the statement covers. */
            period_end_date?: components["schemas"]["TextField"];
            /** @description Payment due date, on credit-card statements. */
            due_date?: components["schemas"]["TextField"];
            /** @description Minimum payment due, on credit-card statements. */
            minimum_due?: components["schemas"]["NumberField"];
            /** @description Balance at the start of the period. */
            beginning_balance?: components["schemas"]["NumberField"];
            /** @description Balance at the end of the period. */
            ending_balance?: components["schemas"]["NumberField"];
            /** @description Totals printed in the statement's summary section. */
            summaries?: components["schemas"]["StatementSummary"][];
            /** @description Transactions in the order they appear on the statement. */
            transactions?: components["schemas"]["StatementTransaction"][];
        };
        /**
         * Business card
         * @description A processed business card. Extracted fields are null when the card does not show them; top-level extracted fields come back in the detailed form when bounding boxes or confidence details were requested.
         */
        BusinessCard: {
            /**
             * Format: int64
             * @description Identifier of the card.
             */
            readonly id: number;
            external_id?: components["schemas"]["ExternalId"];
            /** @description When the card was submitted. */
            readonly created_date: components["schemas"]["Timestamp"];
            /** @description When the card was last changed. */
            readonly updated_date: components["schemas"]["Timestamp"];
            /** @description Full name of the card holder. */
            person?: components["schemas"]["TextField"];
            /** @description The holder's name split into parts. */
            parsed_name?: {
                /** @description First name. */
                given_name?: string | null;
                /** @description Last name. */
                family_name?: string | null;
            };
            /** @description Job title. */
            title?: components["schemas"]["TextField"];
            /** @description Company or organisation. */
            organization?: components["schemas"]["TextField"];
            /** @description Email address. */
            email?: components["schemas"]["TextField"];
            /** @description Office phone number. */
            phone?: components["schemas"]["TextField"];
            /** @description Mobile phone number. */
            mobile?: components["schemas"]["TextField"];
            /** @description Fax number. */
            fax?: components["schemas"]["TextField"];
            /** @description Website. */
            web?: components["schemas"]["TextField"];
            /** @description Address as one line. */
            address?: components["schemas"]["TextField"];
            /** @description The address split into components. Returned with every business card; this route has no `parse_address` option. */
            parsed_address?: components["schemas"]["ParsedAddress"];
            /**
             * Format: uri
             * @description The logo cut out from the card, when one was found.
             */
            readonly logo_url?: string | null;
            /**
             * Format: uri
             * @description Stored image of the card.
             */
            readonly img_url?: string;
            /** @description Raw text recognised on the card. */
            readonly text?: string;
        };
        BusinessCardList: {
            count: components["schemas"]["ResultCount"];
            next: components["schemas"]["NextPage"];
            previous: components["schemas"]["PreviousPage"];
            results: components["schemas"]["BusinessCard"][];
        };
        /** Processing options */
        ProcessBusinessCardOptions: {
            file_name?: components["schemas"]["FileName"];
            external_id?: components["schemas"]["ExternalId"];
            tags?: components["schemas"]["TagNames"];
            bounding_boxes?: components["schemas"]["BoundingBoxesFlag"];
            confidence_details?: components["schemas"]["ConfidenceDetailsFlag"];
        };
        /**
         * Business card update
         * @description Corrections to a processed business card. Extracted fields take a plain value or a detailed-field object. Send only the fields to change; fields you leave out keep their values, and none of them is required. Identifiers, timestamps, file links and recognised text are set by Quire and are not part of an update.
         */
        BusinessCardUpdate: {
            external_id?: components["schemas"]["ExternalId"];
            /** @description Full name of the card holder. */
            person?: components["schemas"]["TextField"];
            /** @description The holder's name split into parts. */
            parsed_name?: {
                /** @description First name. */
                given_name?: string | null;
                /** @description Last name. */
                family_name?: string | null;
            };
            /** @description Job title. */
            title?: components["schemas"]["TextField"];
            /** @description Company or organisation. */
            organization?: components["schemas"]["TextField"];
            /** @description Email address. */
            email?: components["schemas"]["TextField"];
            /** @description Office phone number. */
            phone?: components["schemas"]["TextField"];
            /** @description Mobile phone number. */
            mobile?: components["schemas"]["TextField"];
            /** @description Fax number. */
            fax?: components["schemas"]["TextField"];
            /** @description Website. */
            web?: components["schemas"]["TextField"];
            /** @description Address as one line. */
            address?: components["schemas"]["TextField"];
            /** @description The address split into components. Returned with every business card; this route has no `parse_address` option. */
            parsed_address?: components["schemas"]["ParsedAddress"];
        };
        /**
         * MICR line
         * @description The magnetic-ink line along the bottom of the check.
         */
        Micr: {
            /** @description Routing number of the bank. */
            routing_number?: string | null;
            /** @description Account number of the payer. */
            account_number?: string | null;
            /** @description Serial number of the check. */
            serial_number?: string | null;
            /** @description The whole line as read, including the delimiter symbols. */
            raw?: string | null;
        };
        /**
         * Check
         * @description A processed bank check. Extracted fields are null when the check does not show them; top-level extracted fields come back in the detailed form when bounding boxes or confidence details were requested.
         */
        Check: {
            /**
             * Format: int64
             * @description Identifier of the check.
             */
            readonly id: number;
            external_id?: components["schemas"]["ExternalId"];
            /** @description When the check was submitted. */
            readonly created_date: components["schemas"]["Timestamp"];
            /** @description When the check was last changed. */
            readonly updated_date: components["schemas"]["Timestamp"];
            /** @description Amount in figures. */
            amount?: components["schemas"]["NumberField"];
            /** @description Amount as written out in words. */
            amount_text?: components["schemas"]["TextField"];
            /** @description Check number. */
            check_number?: components["schemas"]["TextField"];
            /** @description Date written on the check. */
            date?: components["schemas"]["TextField"];
            /** @description Memo line. */
            memo?: components["schemas"]["TextField"];
            /** @description Name of the account holder who wrote the check. */
            payer_name?: components["schemas"]["TextField"];
            /** @description Address of the payer. */
            payer_address?: components["schemas"]["TextField"];
            /** @description Payee the check is made out to. */
            receiver_name?: components["schemas"]["TextField"];
            /** @description Address of the payee. */
            receiver_address?: components["schemas"]["TextField"];
            /** @description Bank the check is drawn on. */
            bank_name?: components["schemas"]["TextField"];
            /** @description Address of that bank. */
            bank_address?: components["schemas"]["TextField"];
            micr?: components["schemas"]["Micr"];
            /** @description Routing number in the fractional form printed near the check number. */
            fractional_routing_number?: components["schemas"]["TextField"];
            /** @description Nine-digit routing number derived from the fractional form. */
            routing_from_fractional?: components["schemas"]["TextField"];
            /** @description True when the check carries the payer's signature. */
            is_signed?: components["schemas"]["BooleanField"];
            /** @description True when the back of the check is endorsed. */
            is_endorsed?: components["schemas"]["BooleanField"];
            /** @description Findings on the back of the check. */
            endorsement?: {
                /** @description True when the endorsement is signed. */
                is_signed?: boolean | null;
                /** @description True when the endorsement restricts the check to mobile or remote deposit. */
                is_mobile_or_remote_deposit_only?: boolean | null;
            };
            /** @description Raw text recognised on the check. */
            readonly text?: string;
            /** @description Processing metadata about the submission. */
            readonly meta?: {
                [key: string]: unknown;
            };
            /**
             * Format: uri
             * @description The check as a PDF.
             */
            readonly pdf_url?: string;
            /**
             * Format: uri
             * @description Thumbnail of the check, as a JPG.
             */
            readonly img_thumbnail_url?: string;
        };
        CheckList: {
            count: components["schemas"]["ResultCount"];
            next: components["schemas"]["NextPage"];
            previous: components["schemas"]["PreviousPage"];
            results: components["schemas"]["Check"][];
        };
        /** Processing options */
        ProcessCheckOptions: {
            file_name?: components["schemas"]["FileName"];
            external_id?: components["schemas"]["ExternalId"];
            tags?: components["schemas"]["TagNames"];
            bounding_boxes?: components["schemas"]["BoundingBoxesFlag"];
            confidence_details?: components["schemas"]["ConfidenceDetailsFlag"];
        };
        /** Processing options */
        ProcessCheckWithRemittanceOptions: {
            file_name?: components["schemas"]["FileName"];
            bounding_boxes?: components["schemas"]["BoundingBoxesFlag"];
            confidence_details?: components["schemas"]["ConfidenceDetailsFlag"];
            boost_mode?: components["schemas"]["BoostModeFlag"];
        };
        /**
         * Check with remittance
         * @description The check fields, plus the data extracted from the remittance document sent with it. The remittance fields depend on the kind of document attached, so they are not listed individually here.
         */
        CheckWithRemittance: {
            [key: string]: unknown;
        } & components["schemas"]["Check"];
        /**
         * Check update
         * @description Corrections to a processed check. Extracted fields take a plain value or a detailed-field object. Send only the fields to change; fields you leave out keep their values, and none of them is required. Identifiers, timestamps, file links, recognised text and processing metadata are set by Quire and are not part of an update.
         */
        CheckUpdate: {
            external_id?: components["schemas"]["ExternalId"];
            /** @description Amount in figures. */
            amount?: components["schemas"]["NumberField"];
            /** @description Amount as written out in words. */
            amount_text?: components["schemas"]["TextField"];
            /** @description Check number. */
            check_number?: components["schemas"]["TextField"];
            /** @description Date written on the check. */
            date?: components["schemas"]["TextField"];
            /** @description Memo line. */
            memo?: components["schemas"]["TextField"];
            /** @description Name of the account holder who wrote the check. */
            payer_name?: components["schemas"]["TextField"];
            /** @description Address of the payer. */
            payer_address?: components["schemas"]["TextField"];
            /** @description Payee the check is made out to. */
            receiver_name?: components["schemas"]["TextField"];
            /** @description Address of the payee. */
            receiver_address?: components["schemas"]["TextField"];
            /** @description Bank the check is drawn on. */
            bank_name?: components["schemas"]["TextField"];
            /** @description Address of that bank. */
            bank_address?: components["schemas"]["TextField"];
            micr?: components["schemas"]["Micr"];
            /** @description Routing number in the fractional form printed near the check number. */
            fractional_routing_number?: components["schemas"]["TextField"];
            /** @description Nine-digit routing number derived from the fractional form. */
            routing_from_fractional?: components["schemas"]["TextField"];
            /** @description True when the check carries the payer's signature. */
            is_signed?: components["schemas"]["BooleanField"];
            /** @description True when the back of the check is endorsed. */
            is_endorsed?: components["schemas"]["BooleanField"];
            /** @description Findings on the back of the check. */
            endorsement?: {
                /** @description True when the endorsement is signed. */
                is_signed?: boolean | null;
                /** @description True when the endorsement restricts the check to mobile or remote deposit. */
                is_mobile_or_remote_deposit_only?: boolean | null;
            };
        };
        /**
         * Span
         * @description A value found in the contract text, with where it was found. `begin` and `end` are character offsets into the contract's `text`.
         */
        Span: {
            /** @description The value as extracted. */
            value?: string | null;
            /** @description Confidence in the value. */
            score?: number;
            /** @description Offset of the first character of the passage in `text`. */
            begin?: number | null;
            /** @description Offset just past the last character of the passage in `text`. */
            end?: number | null;
        };
        /**
         * Amount span
         * @description Like a span, but the value is a number.
         */
        AmountSpan: {
            /** @description The amount. */
            value?: number | null;
            /** @description Confidence in the value. */
            score?: number;
            /** @description Offset of the first character of the passage in `text`. */
            begin?: number | null;
            /** @description Offset just past the last character of the passage in `text`. */
            end?: number | null;
        };
        /**
         * Contract
         * @description A processed contract. Each extracted term is a span that points back into the full `text`.
         */
        Contract: {
            /**
             * Format: int64
             * @description Identifier of the contract.
             */
            readonly id: number;
            /** @description When the contract was submitted. */
            readonly created_date: components["schemas"]["Timestamp"];
            /** @description When the contract was last changed. */
            readonly updated_date: components["schemas"]["Timestamp"];
            /** @description Title of the contract. */
            contract_name?: components["schemas"]["Span"];
            /** @description The parties to the contract. */
            parties?: components["schemas"]["Span"][];
            /** @description Date the contract was signed or issued. */
            date?: components["schemas"]["Span"];
            /** @description Date the contract takes effect. */
            start_date?: components["schemas"]["Span"];
            /** @description Date the contract ends. */
            end_date?: components["schemas"]["Span"];
            /** @description Initial term, such as "24 months". */
            term?: components["schemas"]["Span"];
            /** @description Length of each renewal. */
            renewal_term?: components["schemas"]["Span"];
            /** @description Notice required before the contract renews or ends. */
            notice_period?: components["schemas"]["Span"];
            /** @description Notice required to terminate the contract. */
            termination_notice?: components["schemas"]["Span"];
            /** @description Notice required to terminate without cause. */
            termination_for_convenience_period?: components["schemas"]["Span"];
            /** @description Jurisdiction whose law governs the contract. */
            governing_law?: components["schemas"]["Span"];
            /** @description Total contract value. */
            total?: components["schemas"]["AmountSpan"];
            /** @description Full text of the contract, which the span offsets refer to. */
            readonly text?: string;
            /**
             * Format: uri
             * @description The contract as a PDF.
             */
            readonly pdf_url?: string;
            /** @description Metadata stored with the contract. */
            meta?: {
                external_id?: components["schemas"]["ExternalId"];
                /** @description Tags attached to the contract. */
                readonly tags?: components["schemas"]["Tag"][];
                /** @description Per-page processing details. */
                readonly pages?: {
                    [key: string]: unknown;
                }[];
            };
        };
        ContractList: {
            count: components["schemas"]["ResultCount"];
            next: components["schemas"]["NextPage"];
            previous: components["schemas"]["PreviousPage"];
            results: components["schemas"]["Contract"][];
        };
        /** Processing options */
        ProcessContractOptions: {
            file_name?: components["schemas"]["FileName"];
            external_id?: components["schemas"]["ExternalId"];
            tags?: components["schemas"]["TagNames"];
            /**
             * @description Process at most this many pages of the contract.
             * @default 50
             */
            max_pages_to_process: number;
            auto_delete?: components["schemas"]["AutoDeleteFlag"];
        };
        /**
         * Contract update
         * @description Corrections to a processed contract. Terms take span objects, as in the response. Send only the fields to change; fields you leave out keep their values, and none of them is required. Identifiers, timestamps, file links and recognised text are set by Quire and are not part of an update.
         */
        ContractUpdate: {
            /** @description Title of the contract. */
            contract_name?: components["schemas"]["Span"];
            /** @description The parties to the contract. */
            parties?: components["schemas"]["Span"][];
            /** @description Date the contract was signed or issued. */
            date?: components["schemas"]["Span"];
            /** @description Date the contract takes effect. */
            start_date?: components["schemas"]["Span"];
            /** @description Date the contract ends. */
            end_date?: components["schemas"]["Span"];
            /** @description Initial term, such as "24 months". */
            term?: components["schemas"]["Span"];
            /** @description Length of each renewal. */
            renewal_term?: components["schemas"]["Span"];
            /** @description Notice required before the contract renews or ends. */
            notice_period?: components["schemas"]["Span"];
            /** @description Notice required to terminate the contract. */
            termination_notice?: components["schemas"]["Span"];
            /** @description Notice required to terminate without cause. */
            termination_for_convenience_period?: components["schemas"]["Span"];
            /** @description Jurisdiction whose law governs the contract. */
            governing_law?: components["schemas"]["Span"];
            /** @description Total contract value. */
            total?: components["schemas"]["AmountSpan"];
            /** @description Metadata stored with the contract. */
            meta?: {
                external_id?: components["schemas"]["ExternalId"];
            };
        };
        /** W-2 state line */
        W2State: {
            /** @description Two-letter state code. */
            state?: string | null;
            /** @description Employer's state ID number. */
            employer_state_id?: string | null;
            /** @description State wages, tips and other compensation. */
            state_wages_tips?: number | null;
            /** @description State income tax. */
            state_income_tax?: number | null;
            /** @description Local wages, tips and other compensation. */
            local_wages_tips?: number | null;
            /** @description Local income tax. */
            local_income_tax?: number | null;
            /** @description Name of the locality. */
            locality_name?: string | null;
        };
        /**
         * W-2
         * @description A processed W-2. Amounts are in US dollars. Fields are null when the box is empty; top-level extracted fields come back in the detailed form when bounding boxes or confidence details were requested.
         */
        W2: {
            /**
             * Format: int64
             * @description Identifier of the W-2.
             */
            readonly id: number;
            external_id?: components["schemas"]["ExternalId"];
            /** @description When the form was submitted. */
            readonly created_date: components["schemas"]["Timestamp"];
            /** @description When the form was last changed. */
            readonly updated_date: components["schemas"]["Timestamp"];
            /** @description Box a, the employee's social security number. */
            employee_ssn?: components["schemas"]["TextField"];
            /** @description Box b, the employer identification number. */
            ein?: components["schemas"]["TextField"];
            /** @description Box c, the employer's name. */
            employer_name?: components["schemas"]["TextField"];
            /** @description Box c, the employer's address. */
            employer_address?: components["schemas"]["TextField"];
            /** @description Box d, the control number. */
            control_number?: components["schemas"]["TextField"];
            /** @description Box e, the employee's name. */
            employee_name?: components["schemas"]["TextField"];
            /** @description Box f, the employee's address. */
            employee_address?: components["schemas"]["TextField"];
            /** @description Box 1, wages, tips and other compensation. */
            wages_other_comps?: components["schemas"]["NumberField"];
            /** @description Box 2, federal income tax withheld. */
            federal_income_tax?: components["schemas"]["NumberField"];
            /** @description Box 3, social security wages. */
            ss_wages?: components["schemas"]["NumberField"];
            /** @description Box 4, social security tax withheld. */
            ss_tax?: components["schemas"]["NumberField"];
            /** @description Box 5, Medicare wages and tips. */
            medicare_wages?: components["schemas"]["NumberField"];
            /** @description Box 6, Medicare tax withheld. */
            medicare_tax?: components["schemas"]["NumberField"];
            /** @description Box 7, social security tips. */
            ss_tips?: components["schemas"]["NumberField"];
            /** @description Box 8, allocated tips. */
            allocated_tips?: components["schemas"]["NumberField"];
            /** @description Box 9 on older forms, advance earned income credit payment. */
            advance_eic_payment?: components["schemas"]["NumberField"];
            /** @description Box 10, dependent care benefits. */
            dependent_care_benefits?: components["schemas"]["NumberField"];
            /** @description Box 11, nonqualified plans. */
            non_qualified_plans?: components["schemas"]["NumberField"];
            /** @description Box 12a, code. */
            field_12a_col1?: components["schemas"]["TextField"];
            /** @description Box 12a, amount. */
            field_12a_col2?: components["schemas"]["NumberField"];
            /** @description Box 12b, code. */
            field_12b_col1?: components["schemas"]["TextField"];
            /** @description Box 12b, amount. */
            field_12b_col2?: components["schemas"]["NumberField"];
            /** @description Box 12c, code. */
            field_12c_col1?: components["schemas"]["TextField"];
            /** @description Box 12c, amount. */
            field_12c_col2?: components["schemas"]["NumberField"];
            /** @description Box 12d, code. */
            field_12d_col1?: components["schemas"]["TextField"];
            /** @description Box 12d, amount. */
            field_12d_col2?: components["schemas"]["NumberField"];
            /** @description Box 13, statutory employee. */
            is_13a?: components["schemas"]["BooleanField"];
            /** @description Box 13, retirement plan. */
            is_13b?: components["schemas"]["BooleanField"];
            /** @description Box 13, third-party sick pay. */
            is_13c?: components["schemas"]["BooleanField"];
            /** @description Box 14, other items, one entry per line. */
            field_14_other?: {
                /** @description Description of the item. */
                column_1?: string;
                /** @description Amount of the item. */
                column_2?: number | null;
            }[];
            /** @description Box 15, state, for the first state listed. */
            state?: components["schemas"]["TextField"];
            /** @description Box 15, employer's state ID number, for the first state listed. */
            employer_state_id?: components["schemas"]["TextField"];
            /** @description Box 16, state wages, for the first state listed. */
            state_wages_tips?: components["schemas"]["NumberField"];
            /** @description Box 17, state income tax, for the first state listed. */
            state_income_tax?: components["schemas"]["NumberField"];
            /** @description Box 18, local wages, for the first state listed. */
            local_wages_tips?: components["schemas"]["NumberField"];
            /** @description Box 19, local income tax, for the first state listed. */
            local_income_tax?: components["schemas"]["NumberField"];
            /** @description Box 20, locality name, for the first state listed. */
            locality_name?: components["schemas"]["TextField"];
            /** @description Boxes 15 to 20 for every state listed on the form. */
            states?: components["schemas"]["W2State"][];
            /**
             * Format: uri
             * @description The form as a PDF.
             */
            readonly pdf_url?: string;
            /**
             * Format: uri
             * @description Thumbnail of the first page, as a JPG.
             */
            readonly img_thumbnail_url?: string;
        };
        W2List: {
            count: components["schemas"]["ResultCount"];
            next: components["schemas"]["NextPage"];
            previous: components["schemas"]["PreviousPage"];
            results: components["schemas"]["W2"][];
        };
        /** Processing options */
        ProcessW2Options: {
            file_name?: components["schemas"]["FileName"];
            external_id?: components["schemas"]["ExternalId"];
            tags?: components["schemas"]["TagNames"];
            bounding_boxes?: components["schemas"]["BoundingBoxesFlag"];
            confidence_details?: components["schemas"]["ConfidenceDetailsFlag"];
        };
        /** Split options */
        W2SetOptions: {
            file_name?: components["schemas"]["FileName"];
            external_id?: components["schemas"]["ExternalId"];
            meta?: components["schemas"]["MetaExternalId"];
            tags?: components["schemas"]["TagNames"];
            /** @description Process at most this many pages of the file; 100 is the cap for W-2 sets. */
            max_pages_to_process?: number;
        };
        /**
         * W-2 update
         * @description Corrections to a processed W-2. Extracted fields take a plain value or a detailed-field object. Send only the fields to change; fields you leave out keep their values, and none of them is required. Identifiers, timestamps, file links and recognised text are set by Quire and are not part of an update.
         */
        W2Update: {
            external_id?: components["schemas"]["ExternalId"];
            /** @description Box a, the employee's social security number. */
            employee_ssn?: components["schemas"]["TextField"];
            /** @description Box b, the employer identification number. */
            ein?: components["schemas"]["TextField"];
            /** @description Box c, the employer's name. */
            employer_name?: components["schemas"]["TextField"];
            /** @description Box c, the employer's address. */
            employer_address?: components["schemas"]["TextField"];
            /** @description Box d, the control number. */
            control_number?: components["schemas"]["TextField"];
            /** @description Box e, the employee's name. */
            employee_name?: components["schemas"]["TextField"];
            /** @description Box f, the employee's address. */
            employee_address?: components["schemas"]["TextField"];
            /** @description Box 1, wages, tips and other compensation. */
            wages_other_comps?: components["schemas"]["NumberField"];
            /** @description Box 2, federal income tax withheld. */
            federal_income_tax?: components["schemas"]["NumberField"];
            /** @description Box 3, social security wages. */
            ss_wages?: components["schemas"]["NumberField"];
            /** @description Box 4, social security tax withheld. */
            ss_tax?: components["schemas"]["NumberField"];
            /** @description Box 5, Medicare wages and tips. */
            medicare_wages?: components["schemas"]["NumberField"];
            /** @description Box 6, Medicare tax withheld. */
            medicare_tax?: components["schemas"]["NumberField"];
            /** @description Box 7, social security tips. */
            ss_tips?: components["schemas"]["NumberField"];
            /** @description Box 8, allocated tips. */
            allocated_tips?: components["schemas"]["NumberField"];
            /** @description Box 9 on older forms, advance earned income credit payment. */
            advance_eic_payment?: components["schemas"]["NumberField"];
            /** @description Box 10, dependent care benefits. */
            dependent_care_benefits?: components["schemas"]["NumberField"];
            /** @description Box 11, nonqualified plans. */
            non_qualified_plans?: components["schemas"]["NumberField"];
            /** @description Box 12a, code. */
            field_12a_col1?: components["schemas"]["TextField"];
            /** @description Box 12a, amount. */
            field_12a_col2?: components["schemas"]["NumberField"];
            /** @description Box 12b, code. */
            field_12b_col1?: components["schemas"]["TextField"];
            /** @description Box 12b, amount. */
            field_12b_col2?: components["schemas"]["NumberField"];
            /** @description Box 12c, code. */
            field_12c_col1?: components["schemas"]["TextField"];
            /** @description Box 12c, amount. */
            field_12c_col2?: components["schemas"]["NumberField"];
            /** @description Box 12d, code. */
            field_12d_col1?: components["schemas"]["TextField"];
            /** @description Box 12d, amount. */
            field_12d_col2?: components["schemas"]["NumberField"];
            /** @description Box 13, statutory employee. */
            is_13a?: components["schemas"]["BooleanField"];
            /** @description Box 13, retirement plan. */
            is_13b?: components["schemas"]["BooleanField"];
            /** @description Box 13, third-party sick pay. */
            is_13c?: components["schemas"]["BooleanField"];
            /** @description Box 14, other items, one entry per line. */
            field_14_other?: {
                /** @description Description of the item. */
                column_1?: string;
                /** @description Amount of the item. */
                column_2?: number | null;
            }[];
            /** @description Box 15, state, for the first state listed. */
            state?: components["schemas"]["TextField"];
            /** @description Box 15, employer's state ID number, for the first state listed. */
            employer_state_id?: components["schemas"]["TextField"];
            /** @description Box 16, state wages, for the first state listed. */
            state_wages_tips?: components["schemas"]["NumberField"];
            /** @description Box 17, state income tax, for the first state listed. */
            state_income_tax?: components["schemas"]["NumberField"];
            /** @description Box 18, local wages, for the first state listed. */
            local_wages_tips?: components["schemas"]["NumberField"];
            /** @description Box 19, local income tax, for the first state listed. */
            local_income_tax?: components["schemas"]["NumberField"];
            /** @description Box 20, locality name, for the first state listed. */
            locality_name?: components["schemas"]["TextField"];
            /** @description Boxes 15 to 20 for every state listed on the form. */
            states?: components["schemas"]["W2State"][];
        };
        /**
         * Form line field
         * @description Value of one form line, or its detailed form.
         */
        FormLineField: (string | boolean | null) | components["schemas"]["DetailedField"];
        /**
         * W-8BEN-E
         * @description A processed W-8BEN-E. Form fields are named after the form line they come from, as `field_<line>_<name>`: checkbox lines are booleans, text lines are strings or null. The lines listed below are the ones most integrations read; every other line of the form follows the same naming pattern. Extracted fields come back in the detailed form when bounding boxes or confidence details were requested.
         */
        W8BENE: {
            /**
             * Format: int64
             * @description Identifier of the form.
             */
            readonly id: number;
            external_id?: components["schemas"]["ExternalId"];
            /** @description When the form was submitted. */
            readonly created_date: components["schemas"]["Timestamp"];
            /** @description When the form was last changed. */
            readonly updated_date: components["schemas"]["Timestamp"];
            /** @description Line 1, name of the organisation that is the beneficial owner. */
            field_1_name?: components["schemas"]["TextField"];
            /** @description Line 2, country of incorporation or organisation. */
            field_2_country?: components["schemas"]["TextField"];
            /** @description Line 3, name of the disregarded entity receiving the payment, if any. */
            field_3_disregarded_entity_name?: components["schemas"]["TextField"];
            /** @description Line 4, chapter 3 status is corporation. */
            field_4_checkbox_corporation?: components["schemas"]["BooleanField"];
            /** @description Line 4, chapter 3 status is partnership. */
            field_4_checkbox_partnership?: components["schemas"]["BooleanField"];
            /** @description Line 6, street of the permanent residence address. */
            field_6_address?: components["schemas"]["TextField"];
            /** @description Line 6, city or town, state or province, and postal code. */
            field_6_city?: components["schemas"]["TextField"];
            /** @description Line 6, country. */
            field_6_country?: components["schemas"]["TextField"];
            /** @description Line 8, US taxpayer identification number. */
            field_8_tin?: components["schemas"]["TextField"];
            /** @description Line 9a, Global Intermediary Identification Number. */
            field_9a_giin?: components["schemas"]["TextField"];
            /** @description Line 9b, foreign taxpayer identification number. */
            field_9b_foreign_tin?: components["schemas"]["TextField"];
            /** @description Line 9c, a foreign TIN is not legally required. */
            field_9c_checkbox_tin_not_required?: components["schemas"]["BooleanField"];
            /** @description Line 10, reference numbers. */
            field_10_reference_number?: components["schemas"]["TextField"];
            /** @description Line 13, GIIN of the disregarded entity or branch. */
            field_13_disregarded_entity_giin?: components["schemas"]["TextField"];
            /** @description Substantial US owners listed for a passive NFFE, one entry per owner. */
            passive_nffe_owners?: {
                [key: string]: unknown;
            }[];
            /** @description The certification box above the signature is checked. */
            certify_checkbox?: components["schemas"]["BooleanField"];
            /** @description The form carries a signature. */
            signed?: components["schemas"]["BooleanField"];
            /** @description Printed name of the signer. */
            signature_name?: components["schemas"]["TextField"];
            /** @description Date next to the signature. */
            signature_date?: components["schemas"]["TextField"];
            /**
             * Format: uri
             * @description The form as a PDF.
             */
            readonly pdf_url?: string;
            /**
             * Format: uri
             * @description Thumbnail of the first page, as a JPG.
             */
            readonly img_thumbnail_url?: string;
        } & {
            [key: string]: components["schemas"]["FormLineField"];
        };
        W8BENEList: {
            count: components["schemas"]["ResultCount"];
            next: components["schemas"]["NextPage"];
            previous: components["schemas"]["PreviousPage"];
            results: components["schemas"]["W8BENE"][];
        };
        /** Processing options */
        ProcessW8BENEOptions: {
            file_name?: components["schemas"]["FileName"];
            external_id?: components["schemas"]["ExternalId"];
            tags?: components["schemas"]["TagNames"];
            bounding_boxes?: components["schemas"]["BoundingBoxesFlag"];
            confidence_details?: components["schemas"]["ConfidenceDetailsFlag"];
        };
        /**
         * W-8BEN-E update
         * @description Corrections to a processed W-8BEN-E. Any form-line field named `field_<line>_<name>` can be corrected, not only the lines listed here; fields take a plain value or a detailed-field object. Send only the fields to change; fields you leave out keep their values, and none of them is required. Identifiers, timestamps, file links and recognised text are set by Quire and are not part of an update.
         */
        W8BENEUpdate: {
            external_id?: components["schemas"]["ExternalId"];
            /** @description Line 1, name of the organisation that is the beneficial owner. */
            field_1_name?: components["schemas"]["TextField"];
            /** @description Line 2, country of incorporation or organisation. */
            field_2_country?: components["schemas"]["TextField"];
            /** @description Line 3, name of the disregarded entity receiving the payment, if any. */
            field_3_disregarded_entity_name?: components["schemas"]["TextField"];
            /** @description Line 4, chapter 3 status is corporation. */
            field_4_checkbox_corporation?: components["schemas"]["BooleanField"];
            /** @description Line 4, chapter 3 status is partnership. */
            field_4_checkbox_partnership?: components["schemas"]["BooleanField"];
            /** @description Line 6, street of the permanent residence address. */
            field_6_address?: components["schemas"]["TextField"];
            /** @description Line 6, city or town, state or province, and postal code. */
            field_6_city?: components["schemas"]["TextField"];
            /** @description Line 6, country. */
            field_6_country?: components["schemas"]["TextField"];
            /** @description Line 8, US taxpayer identification number. */
            field_8_tin?: components["schemas"]["TextField"];
            /** @description Line 9a, Global Intermediary Identification Number. */
            field_9a_giin?: components["schemas"]["TextField"];
            /** @description Line 9b, foreign taxpayer identification number. */
            field_9b_foreign_tin?: components["schemas"]["TextField"];
            /** @description Line 9c, a foreign TIN is not legally required. */
            field_9c_checkbox_tin_not_required?: components["schemas"]["BooleanField"];
            /** @description Line 10, reference numbers. */
            field_10_reference_number?: components["schemas"]["TextField"];
            /** @description Line 13, GIIN of the disregarded entity or branch. */
            field_13_disregarded_entity_giin?: components["schemas"]["TextField"];
            /** @description Substantial US owners listed for a passive NFFE, one entry per owner. */
            passive_nffe_owners?: {
                [key: string]: unknown;
            }[];
            /** @description The certification box above the signature is checked. */
            certify_checkbox?: components["schemas"]["BooleanField"];
            /** @description The form carries a signature. */
            signed?: components["schemas"]["BooleanField"];
            /** @description Printed name of the signer. */
            signature_name?: components["schemas"]["TextField"];
            /** @description Date next to the signature. */
            signature_date?: components["schemas"]["TextField"];
        } & {
            [key: string]: components["schemas"]["FormLineField"];
        };
        /**
         * W-9
         * @description A processed W-9. Fields are null when the line is empty; extracted fields come back in the detailed form when bounding boxes or confidence details were requested.
         */
        W9: {
            /**
             * Format: int64
             * @description Identifier of the form.
             */
            readonly id: number;
            external_id?: components["schemas"]["ExternalId"];
            /** @description When the form was submitted. */
            readonly created_date: components["schemas"]["Timestamp"];
            /** @description When the form was last changed. */
            readonly updated_date: components["schemas"]["Timestamp"];
            /** @description Line 1, name of the taxpayer as shown on their tax return. */
            name?: components["schemas"]["TextField"];
            /** @description Line 2, business or disregarded entity name. */
            business_name?: components["schemas"]["TextField"];
            /** @description Tax classification is individual or sole proprietor. */
            individual?: components["schemas"]["BooleanField"];
            /** @description Tax classification is C corporation. */
            c_corp?: components["schemas"]["BooleanField"];
            /** @description Tax classification is S corporation. */
            s_corp?: components["schemas"]["BooleanField"];
            /** @description Tax classification is partnership. */
            partnership?: components["schemas"]["BooleanField"];
            /** @description Tax classification is trust or estate. */
            trust_estate?: components["schemas"]["BooleanField"];
            /** @description Tax classification is limited liability company. */
            llc?: components["schemas"]["BooleanField"];
            /** @description For an LLC, the tax classification letter written next to it (C, S or P). */
            llc_type?: components["schemas"]["TextField"];
            /** @description Tax classification is "Other". */
            other?: components["schemas"]["BooleanField"];
            /** @description Text written next to "Other". */
            other_description?: components["schemas"]["TextField"];
            /** @description Line 3b on the 2024 revision, checked when the entity has foreign partners, owners or beneficiaries. */
            "3b_foreign"?: components["schemas"]["BooleanField"];
            /** @description Line 4, exempt payee code. */
            exempt_payee_code?: components["schemas"]["TextField"];
            /** @description Line 4, exemption from FATCA reporting code. */
            exemption?: components["schemas"]["TextField"];
            /** @description Street address line. */
            address1?: components["schemas"]["TextField"];
            /** @description City, state and ZIP code line. */
            address2?: components["schemas"]["TextField"];
            /** @description The address split into components. Returned only when the request set `parse_address` to true. */
            parsed_address?: components["schemas"]["ParsedAddress"];
            /** @description Requester's name and address, when filled in. */
            requester?: components["schemas"]["TextField"];
            /** @description Account numbers listed on the form. */
            account_numbers?: components["schemas"]["TextField"];
            /** @description Social security number, when the taxpayer entered one. */
            ssn?: components["schemas"]["TextField"];
            /** @description Employer identification number, when the taxpayer entered one. */
            ein?: components["schemas"]["TextField"];
            /** @description The form is signed. */
            signature?: components["schemas"]["BooleanField"];
            /** @description Date next to the signature. */
            signature_date?: components["schemas"]["TextField"];
            /** @description Raw text recognised on the form. */
            readonly text?: string;
            /**
             * Format: uri
             * @description The form as a PDF.
             */
            readonly pdf_url?: string;
            /**
             * Format: uri
             * @description Thumbnail of the first page, as a JPG.
             */
            readonly img_thumbnail_url?: string;
        };
        W9List: {
            count: components["schemas"]["ResultCount"];
            next: components["schemas"]["NextPage"];
            previous: components["schemas"]["PreviousPage"];
            results: components["schemas"]["W9"][];
        };
        /** Processing options */
        ProcessW9Options: {
            file_name?: components["schemas"]["FileName"];
            external_id?: components["schemas"]["ExternalId"];
            tags?: components["schemas"]["TagNames"];
            parse_address?: components["schemas"]["ParseAddressFlag"];
            bounding_boxes?: components["schemas"]["BoundingBoxesFlag"];
            confidence_details?: components["schemas"]["ConfidenceDetailsFlag"];
        };
        /**
         * W-9 update
         * @description Corrections to a processed W-9. Extracted fields take a plain value or a detailed-field object. Send only the fields to change; fields you leave out keep their values, and none of them is required. Identifiers, timestamps, file links and recognised text are set by Quire and are not part of an update.
         */
        W9Update: {
            external_id?: components["schemas"]["ExternalId"];
            /** @description Line 1, name of the taxpayer as shown on their tax return. */
            name?: components["schemas"]["TextField"];
            /** @description Line 2, business or disregarded entity name. */
            business_name?: components["schemas"]["TextField"];
            /** @description Tax classification is individual or sole proprietor. */
            individual?: components["schemas"]["BooleanField"];
            /** @description Tax classification is C corporation. */
            c_corp?: components["schemas"]["BooleanField"];
            /** @description Tax classification is S corporation. */
            s_corp?: components["schemas"]["BooleanField"];
            /** @description Tax classification is partnership. */
            partnership?: components["schemas"]["BooleanField"];
            /** @description Tax classification is trust or estate. */
            trust_estate?: components["schemas"]["BooleanField"];
            /** @description Tax classification is limited liability company. */
            llc?: components["schemas"]["BooleanField"];
            /** @description For an LLC, the tax classification letter written next to it (C, S or P). */
            llc_type?: components["schemas"]["TextField"];
            /** @description Tax classification is "Other". */
            other?: components["schemas"]["BooleanField"];
            /** @description Text written next to "Other". */
            other_description?: components["schemas"]["TextField"];
            /** @description Line 3b on the 2024 revision, checked when the entity has foreign partners, owners or beneficiaries. */
            "3b_foreign"?: components["schemas"]["BooleanField"];
            /** @description Line 4, exempt payee code. */
            exempt_payee_code?: components["schemas"]["TextField"];
            /** @description Line 4, exemption from FATCA reporting code. */
            exemption?: components["schemas"]["TextField"];
            /** @description Street address line. */
            address1?: components["schemas"]["TextField"];
            /** @description City, state and ZIP code line. */
            address2?: components["schemas"]["TextField"];
            /** @description The address split into components. Returned only when the request set `parse_address` to true. */
            parsed_address?: components["schemas"]["ParsedAddress"];
            /** @description Requester's name and address, when filled in. */
            requester?: components["schemas"]["TextField"];
            /** @description Account numbers listed on the form. */
            account_numbers?: components["schemas"]["TextField"];
            /** @description Social security number, when the taxpayer entered one. */
            ssn?: components["schemas"]["TextField"];
            /** @description Employer identification number, when the taxpayer entered one. */
            ein?: components["schemas"]["TextField"];
            /** @description The form is signed. */
            signature?: components["schemas"]["BooleanField"];
            /** @description Date next to the signature. */
            signature_date?: components["schemas"]["TextField"];
        };
        /** Classification options */
        ClassifyOptions: {
            file_name?: components["schemas"]["FileName"];
            external_id?: components["schemas"]["ExternalId"];
            /** @description Document types the answer must be chosen from. When omitted, every type the account can classify is considered. */
            document_types?: string[];
        };
        /** Classification */
        ClassificationResult: {
            /** @description The predicted document type, such as `receipt` or `invoice`. */
            value: string;
            /** @description Confidence of the prediction. */
            score: number;
        };
        /** Classification result */
        Classification: {
            document_type: components["schemas"]["ClassificationResult"];
        };
        /** Extraction options */
        ExtractOptions: {
            file_name?: components["schemas"]["FileName"];
            external_id?: components["schemas"]["ExternalId"];
            /** @description Document types the answer must be chosen from. Data is extracted only when the detected type supports extraction. */
            document_types: string[];
        };
        /**
         * Classification and extracted data
         * @description The classification, followed by the fields of the detected document kind, shaped like the object the matching product endpoint returns (for example a receipt document or a W-9).
         */
        ClassificationWithData: {
            document_type: components["schemas"]["ClassificationResult"];
        } & {
            [key: string]: unknown;
        };
        /**
         * Markdown document
         * @description A document converted to Markdown. The properties listed here are the ones every processed document has; the converted Markdown and the other fields of the result are returned next to them.
         */
        MarkdownDocument: {
            /**
             * Format: int64
             * @description Identifier of the Markdown document.
             */
            readonly id: number;
            /** @description When the document was submitted. */
            readonly created_date: components["schemas"]["Timestamp"];
            /** @description When the document was last changed. */
            readonly updated_date: components["schemas"]["Timestamp"];
        } & {
            [key: string]: unknown;
        };
        MarkdownDocumentList: {
            count: components["schemas"]["ResultCount"];
            next: components["schemas"]["NextPage"];
            previous: components["schemas"]["PreviousPage"];
            results: components["schemas"]["MarkdownDocument"][];
        };
        /** Conversion options */
        ParseOptions: {
            file_name?: components["schemas"]["FileName"];
        };
        /**
         * Markdown document update
         * @description Fields to change on a Markdown document, under the names the response uses. Send only the fields to change; fields you leave out keep their values, and none of them is required. Identifiers and timestamps are set by Quire and are not part of an update.
         */
        MarkdownDocumentUpdate: {
            [key: string]: unknown;
        };
        /** @description The document's tax lines, in document order. */
        TaxLineList: components["schemas"]["TaxLine"][];
        /**
         * Blueprint
         * @description A set of fields to extract from one kind of document.
         */
        Blueprint: {
            /**
             * Format: int64
             * @description Identifier of the blueprint.
             */
            id: number;
            /** @description Name to pass as `blueprint_name` when processing an AnyDoc. */
            name: string;
            /** @description Kind of document the blueprint is made for. */
            document_type?: string;
        };
        BlueprintList: {
            blueprints: components["schemas"]["Blueprint"][];
        };
        OcrCount: {
            /** @description Scans counted for this source in the selected period. */
            number_of_scans: number;
            /** @description Channel the scans came from. */
            source: string;
        };
        /** @description One entry per source. */
        OcrCountList: components["schemas"]["OcrCount"][];
        ReleaseNotificationList: {
            count: components["schemas"]["ResultCount"];
            next: components["schemas"]["NextPage"];
            previous: components["schemas"]["PreviousPage"];
            /** @description Release notes, newest first. The fields of an entry depend on the product it describes and are not fixed by this schema. */
            results: {
                [key: string]: unknown;
            }[];
        };
        /**
         * OpenAPI document
         * @description An OpenAPI 3 description of the API.
         */
        OpenApiDocument: {
            /** @description Version of the OpenAPI Specification the document follows. */
            openapi: string;
            /** @description Title, version and description of the API. */
            info: {
                [key: string]: unknown;
            };
            /** @description The operations of the API, keyed by path. */
            paths: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** TLS client certificate */
        TlsCertificate: {
            /**
             * Format: int64
             * @description Internal identifier of the certificate record.
             */
            id: number;
            /** @description Identifier of the certificate; use it to delete the certificate. */
            certificate_id: string;
            /**
             * Format: date-time
             * @description When the certificate was issued.
             */
            issued_on: string;
            /**
             * Format: date-time
             * @description When the certificate stops being accepted.
             */
            expires_on: string;
        };
        TlsCertificateList: {
            /** @description Certificates of the account. */
            results: components["schemas"]["TlsCertificate"][];
        };
        /**
         * New TLS client certificate
         * @description A newly issued certificate together with its private key. Both PEM bodies are returned only in this response, so store them securely right away.
         */
        NewTlsCertificate: components["schemas"]["TlsCertificate"] & {
            /** @description The client certificate, PEM-encoded. */
            certificate_body: string;
            /** @description The private key of the certificate, PEM-encoded. */
            key_body: string;
        };
        BlocklistedDevice: {
            /** @description Identifier of the device. */
            id: string;
            /**
             * Format: date-time
             * @description When the device was added to the blocklist.
             */
            date: string;
        };
        BlocklistPage: {
            count: components["schemas"]["ResultCount"];
            next: components["schemas"]["NextPage"];
            previous: components["schemas"]["PreviousPage"];
            devices: components["schemas"]["BlocklistedDevice"][];
        };
        AddDevicesRequest: {
            /** @description Identifiers of the devices to block. */
            device_ids: string[];
        };
        BlocklistStatus: {
            /** @description Identifier of the device that was checked. */
            id: string;
            /** @description True when the device is on the blocklist. */
            blocked: boolean;
            /**
             * Format: date-time
             * @description When the device was blocked; null when it is not blocked.
             */
            date?: string | null;
        };
        /** @description What a scoped key may call. Each entry is either a route identifier, written as the HTTP method, a space and the path, such as `POST /api/v8/partner/documents`, or a preset such as `preset:lens-sdk` that stands for a predefined group of routes. Get available permissions lists the accepted values. Ignored when `full_access` is true. */
        AllowedRoutes: string[];
        /**
         * Key manager
         * @description A user of the account who manages the key.
         */
        ApiKeyManager: {
            /**
             * Format: int64
             * @description Identifier of the user.
             */
            id?: number;
            /** @description Full name of the user. */
            name?: string;
            /**
             * Format: email
             * @description Email address of the user.
             */
            email?: string;
            /** @description True when this user owns the key. */
            is_owner?: boolean;
            /** @description False when the user is no longer active in the account. */
            active?: boolean;
        };
        /**
         * API key
         * @description A bearer key of the account. It belongs to the account rather than to a user, and is rotated, revoked or left to expire on its own, without affecting any other key. Send it as `Authorization: Bearer <key>`, together with the `CLIENT-ID` of the same account.
         */
        ApiKey: {
            /**
             * Format: int64
             * @description Identifier of the key, used in the routes that manage it.
             */
            readonly id: number;
            /** @description Name given to the key when it was created. */
            name?: string;
            /** @description True when the key may call every route the account may use; false when it is limited to `allowed_routes`. */
            full_access: boolean;
            allowed_routes: components["schemas"]["AllowedRoutes"];
            /** @description State of the key, for example `active`. Only active keys are accepted; revoked and expired keys are refused. */
            readonly status: string;
            /** @description The users of the account who manage the key. */
            readonly managers?: components["schemas"]["ApiKeyManager"][];
        };
        ApiKeyList: {
            count: components["schemas"]["ResultCount"];
            next: components["schemas"]["NextPage"];
            previous: components["schemas"]["PreviousPage"];
            /** @description The bearer keys of the account. */
            results: components["schemas"]["ApiKey"][];
        };
        /** New API key */
        CreateApiKeyRequest: {
            /** @description Name that tells the key apart from the others, such as the service that uses it. */
            name?: string;
            /**
             * @description Let the key call every route the account may use. Leave it false for a scoped key and list what it may call in `allowed_routes`.
             * @default false
             */
            full_access: boolean;
            allowed_routes?: components["schemas"]["AllowedRoutes"];
        };
        /**
         * Available permissions
         * @description The values `allowed_routes` accepts for this account: route identifiers (method and path) and presets.
         */
        AvailablePermissions: string[];
        /**
         * API key changes
         * @description Settings to change on the key. Send only the fields to change; fields you leave out keep their values, and none of them is required.
         */
        UpdateApiKeyRequest: {
            /** @description New name of the key. */
            name?: string;
            /** @description Give the key full access, or limit it to `allowed_routes`. */
            full_access?: boolean;
            allowed_routes?: components["schemas"]["AllowedRoutes"];
        };
        /**
         * Client key
         * @description A client API key of the account. Treat `value` as a password: keep it out of source control and client-side code.
         */
        ClientKey: {
            /**
             * Format: int64
             * @description Identifier of the key; remove the key with it.
             */
            id: number;
            /** @description The key itself. */
            value: string;
        };
        /** Client keys */
        ClientKeyList: {
            /** @description The client API keys of the account; at most two are active at a time. */
            api_keys: components["schemas"]["ClientKey"][];
        };
        /** @description API credentials of the user a web-app session belongs to. */
        ClientKeys: {
            /** @description Identifier of the account, sent as the `CLIENT-ID` header. */
            client_id: string;
            /** @description Secret of the account, used to sign requests and to check webhook signatures. */
            client_secret: string;
            /** @description The user's standard key. */
            user_keys: {
                /** @description The user's username, the first half of `apikey <username>:<api_key>`. */
                username: string;
                /** @description The user's API key, the second half of `apikey <username>:<api_key>`. */
                api_key: string;
            };
        };
        WebhookList: {
            /** @description URLs that receive events. */
            confirmed: string[];
            /** @description URLs registered but still waiting for confirmation. */
            pending: string[];
        };
        /**
         * Format: uri
         * @description HTTPS URL on the public internet that receives the events. Request-inspection services such as webhook.site are not accepted.
         */
        WebhookUrl: string;
        AddWebhookRequest: {
            url: components["schemas"]["WebhookUrl"];
        };
        ConfirmWebhookRequest: {
            url: components["schemas"]["WebhookUrl"];
            /** @description The `secret` from the subscription event delivered to the URL. */
            secret: string;
        };
        /** @description When the event was created, as `YYYY-MM-DD HH:MM:SS`. */
        EventTime: components["schemas"]["Timestamp"];
        /** document.created */
        DocumentCreatedEvent: {
            /**
             * @description Name of the event.
             * @constant
             */
            event: "document.created";
            data: {
                /**
                 * Format: int64
                 * @description Identifier of the processed document; fetch it with the Get route of its product.
                 */
                id: number;
                created: components["schemas"]["EventTime"];
            };
        };
        /** document.failed */
        DocumentFailedEvent: {
            /**
             * @description Name of the event.
             * @constant
             */
            event: "document.failed";
            data: {
                /**
                 * Format: int64
                 * @description Identifier of the document that could not be processed.
                 */
                id: number;
                created: components["schemas"]["EventTime"];
                /** @description Why processing failed. */
                error: string;
            };
        };
        SetEventData: {
            /**
             * Format: int64
             * @description Identifier of the split set, as returned when the file was submitted.
             */
            parent_id: number;
            /** @description Identifiers of the documents created from the file. Empty when the set failed. */
            id: number[];
            created: components["schemas"]["EventTime"];
        };
        /** w2_set.created */
        W2SetCreatedEvent: {
            /**
             * @description Name of the event.
             * @constant
             */
            event: "w2_set.created";
            data: components["schemas"]["SetEventData"];
        };
        /** w2_set.failed */
        W2SetFailedEvent: {
            /**
             * @description Name of the event.
             * @constant
             */
            event: "w2_set.failed";
            data: components["schemas"]["SetEventData"];
        };
        /** bank_statement_set.created */
        BankStatementSetCreatedEvent: {
            /**
             * @description Name of the event.
             * @constant
             */
            event: "bank_statement_set.created";
            data: components["schemas"]["SetEventData"];
        };
        /** bank_statement_set.failed */
        BankStatementSetFailedEvent: {
            /**
             * @description Name of the event.
             * @constant
             */
            event: "bank_statement_set.failed";
            data: components["schemas"]["SetEventData"];
        };
        /** subscription */
        SubscriptionEvent: {
            /**
             * @description Name of the event.
             * @constant
             */
            event: "subscription";
            data: {
                /** @description The value to send back with Confirm a webhook. */
                secret: string;
                created: components["schemas"]["EventTime"];
            };
        };
    };
    responses: {
        /** @description Any other error status. The body has the same shape as every error response and carries no error code; treat 4xx statuses as a problem with the request and 5xx statuses as a problem on the server side. */
        UnexpectedError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request is malformed: a parameter is missing, has the wrong type or is out of range. `details` says which. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Authentication failed: the `Authorization` header is wrong, or the key has been revoked or has expired. Check that it reads `apikey YOUR_USERNAME:YOUR_API_KEY` or `Bearer YOUR_API_KEY` with a live key, next to a `CLIENT-ID` of the same account. This status carries no error code; the message reads `Not Authorized`. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "error": "Not Authorized"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The credentials are missing, or they do not allow this call: a scoped bearer key that does not cover the route, or an action reserved for company administrators. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The client exceeded its rate limit. Every request keeps failing with 429 until the rate drops, and rejected requests count toward the limit too, so stop and wait for the number of seconds in `Retry-After` before retrying. Separately, an identical request that keeps failing with the same error is accepted at most 10 times per minute. */
        TooManyRequests: {
            headers: {
                /**
                 * @description Seconds to wait before sending the next request.
                 * @example 2
                 */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The client closed the connection, or the connection was lost, before the answer was sent. The caller rarely sees this body. Whether the request took effect is unknown: before repeating a call that creates something, look for its result first, for example by its `external_id`. */
        ClientClosedRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An unexpected error occurred on the server; the body carries no error code. Retry later with exponential backoff, and before repeating a call that creates something, check whether it took effect. If it persists, contact support with the time of the request. */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "error": "An unexpected error occurred"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The service is temporarily unavailable, for example during maintenance or when it rejects traffic that looks abusive; the body carries no error code. Retry later with exponential backoff; if it persists, contact support. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "error": "Service temporarily unavailable"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A gateway in front of the API gave up waiting for the answer. The request may or may not have been carried out, so check before repeating a call that creates something. For large files, prefer an asynchronous route, which answers as soon as the file is accepted. The body carries no error code. */
        GatewayTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "fail",
                 *       "error": "Gateway timeout"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request or the file could not be used. Check `error` for the reason: malformed parameters, a file that could not be downloaded, read or decrypted, a file type the endpoint does not accept (the message says so; this case has no code of its own), or an image too small to read. */
        UploadBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body exceeds the size limit of the endpoint. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No document exists under the given identifier, or it belongs to another account. */
        DocumentNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The call is not allowed: mutual TLS is not enabled for the account, the credentials are missing, or the key does not cover this route. */
        TlsForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The certificate could not be issued, either because the account already has the maximum number of active certificates or because issuing failed. */
        TlsBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Nothing exists at this path or under the given identifier, or it belongs to another account. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description None of the given device identifiers is known to the account. */
        DevicesNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Page of results to return, counted from 1. */
        Page: number;
        /** @description Documents per page. Pages hold at most 50 documents. */
        ReceiptPageSize: number;
        /** @description Full-text search over the extracted data. Matching is case-sensitive; use `*` as a wildcard for partial matches, for example `Northw*`. */
        Query: string;
        /** @description Only documents with this external id. */
        ExternalIdFilter: string;
        /** @description Only documents carrying the tag with this name. */
        TagFilter: string;
        /** @description Only documents in this review state. */
        StatusFilter: "processed" | "reviewed" | "archived";
        /** @description Only documents owned by the account user with this username. */
        OwnerFilter: string;
        /** @description Only documents captured on this device. */
        DeviceIdFilter: string;
        /** @description Only documents captured by this device user. */
        DeviceUserUuidFilter: string;
        /**
         * @description Field to sort by; prefix it with `-` for descending order.
         * @example -created
         */
        OrderBy: string;
        /** @description Only documents submitted after this moment (ISO 8601, for example `2026-03-01 00:00:00`). */
        CreatedGt: string;
        /** @description Only documents submitted at or after this moment. Do not combine with `created__gt`. */
        CreatedGte: string;
        /** @description Only documents submitted before this moment. */
        CreatedLt: string;
        /** @description Only documents submitted at or before this moment. Do not combine with `created__lt`. */
        CreatedLte: string;
        /** @description Only documents last changed after this moment. */
        UpdatedGt: string;
        /** @description Only documents last changed at or after this moment. Do not combine with `updated__gt`. */
        UpdatedGte: string;
        /** @description Only documents last changed before this moment. */
        UpdatedLt: string;
        /** @description Only documents last changed at or before this moment. Do not combine with `updated__lt`. */
        UpdatedLte: string;
        /** @description Only documents whose extracted `date` is after this moment. */
        DateGt: string;
        /** @description Only documents whose extracted `date` is on or after this moment. Do not combine with `date__gt`. */
        DateGte: string;
        /** @description Only documents whose extracted `date` is before this moment. */
        DateLt: string;
        /** @description Only documents whose extracted `date` is on or before this moment. Do not combine with `date__lt`. */
        DateLte: string;
        /** @description Count every matching document exactly and report the number as `meta.total_results` (this list has no `count` field). Counting precisely makes the search slower, so ask for it only when you need the total. */
        ReceiptTrackTotalResults: boolean;
        /** @description Return extracted fields in the detailed form, with the position of each value on the page. */
        BoundingBoxes: boolean;
        /** @description Return extracted fields in the detailed form, with confidence scores for each value. */
        ConfidenceDetails: boolean;
        /**
         * @deprecated
         * @description Deprecated. Use `bounding_boxes` and `confidence_details` instead.
         */
        Detailed: boolean;
        /**
         * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
         * @example 1772640067000
         */
        RequestTimestamp: number;
        /**
         * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
         * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
         */
        RequestSignature: string;
        /** @description Results per page. Pages hold at most 50 results. */
        PageSize: number;
        /**
         * @description Identifier of the split set, as returned when the file was submitted.
         * @example 5521907
         */
        SetId: number;
        /**
         * @description Identifier of the document, as returned when it was processed.
         * @example 318746502
         */
        DocumentId: number;
        /** @description Also return the history of changes made to the document. */
        ReturnAuditTrail: boolean;
        /**
         * @description Identifier of the line item.
         * @example 902114877
         */
        LineItemId: number;
        /**
         * @description Identifier of the tag to detach.
         * @example 60733
         */
        TagId: number;
        /** @description Make the `count` of the response exact; without it `count` may be an estimate. Counting precisely makes the request slower, so ask for it only when you need it. */
        TrackTotalResults: boolean;
        /** @description Only return documents carrying the tag with this name. */
        MetaTags: string;
        /** @description Only return documents with this external id. */
        MetaExternalId: string;
        /** @description Only documents submitted after this moment (ISO 8601, for example `2026-03-01 00:00:00`). */
        CreatedDateGt: string;
        /** @description Only documents submitted at or after this moment. Do not combine with `created_date__gt`. */
        CreatedDateGte: string;
        /** @description Only documents submitted before this moment. */
        CreatedDateLt: string;
        /** @description Only documents submitted at or before this moment. Do not combine with `created_date__lt`. */
        CreatedDateLte: string;
        /** @description Only documents last changed after this moment. */
        UpdatedDateGt: string;
        /** @description Only documents last changed at or after this moment. Do not combine with `updated_date__gt`. */
        UpdatedDateGte: string;
        /** @description Only documents last changed before this moment. */
        UpdatedDateLt: string;
        /** @description Only documents last changed at or before this moment. Do not combine with `updated_date__lt`. */
        UpdatedDateLte: string;
        /** @description Only documents extracted with this blueprint. */
        BlueprintNameFilter: string;
        /**
         * @deprecated
         * @description Deprecated alias of `blueprint_name`.
         */
        TemplateNameFilter: string;
        /**
         * @description Identifier of the tax line.
         * @example 44018263
         */
        TaxLineId: number;
        /** @description Kind of scan to count. */
        OcrType: "pepsico_codes" | "pepsico_caps";
        /** @description Only scans made after this moment (ISO 8601, for example `2026-03-01 00:00:00`). */
        ScanCreatedGt: string;
        /** @description Only scans made at or after this moment. Do not combine with `created_date__gt`. */
        ScanCreatedGte: string;
        /** @description Only scans made before this moment. */
        ScanCreatedLt: string;
        /** @description Only scans made at or before this moment. Do not combine with `created_date__lt`. */
        ScanCreatedLte: string;
        /** @description Only notes about this product. */
        ReleaseProduct: string;
        /** @description Only notes about releases to this environment. */
        ReleaseEnvironment: string;
        /** @description Serialisation of the returned document. */
        SchemaFormat: "json" | "yaml";
        /**
         * @description The `certificate_id` of the certificate, as listed by Get TLS certificates.
         * @example crt_7f3b9c2d41e8
         */
        CertificateId: string;
        /** @description Devices per page. */
        BlocklistPageSize: number;
        /**
         * @description Identifier of the device.
         * @example 3f0c2a9e-7d41-4b8e-9a65-0e2d1c7b5f18
         */
        DeviceId: string;
        /**
         * @description Identifier of the bearer API key, as listed by Retrieve API keys list.
         * @example 4127
         */
        ApiKeyId: number;
        /**
         * @description Identifier of the client key, as listed by Retrieve client keys list.
         * @example 2207
         */
        ClientKeyId: number;
        /**
         * @description Proof that the event comes from Quire: the base64-encoded HMAC-SHA256 of the event's `data` object, keyed with your client secret. The signed text is `data` as the sender prints it, in Python dictionary notation (for example `{'id': 318746502, 'created': '2026-03-10 09:00:04'}`), so rebuild that text from the parsed body, compute the digest and compare it with this header in constant time. Look the header up without regard to case: many servers and frameworks lower-case header names.
         * @example 3q2+7wQyZr0bV1m8Xc4kP9sLh6TnUa2dEf5gHi8jKlM=
         */
        WebhookSignature: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listDocuments: {
        parameters: {
            query?: {
                /** @description Page of results to return, counted from 1. */
                page?: components["parameters"]["Page"];
                /** @description Documents per page. Pages hold at most 50 documents. */
                page_size?: components["parameters"]["ReceiptPageSize"];
                /** @description Full-text search over the extracted data. Matching is case-sensitive; use `*` as a wildcard for partial matches, for example `Northw*`. */
                q?: components["parameters"]["Query"];
                /** @description Only documents with this external id. */
                external_id?: components["parameters"]["ExternalIdFilter"];
                /** @description Only documents carrying the tag with this name. */
                tag?: components["parameters"]["TagFilter"];
                /** @description Only documents in this review state. */
                status?: components["parameters"]["StatusFilter"];
                /** @description Only documents owned by the account user with this username. */
                owner?: components["parameters"]["OwnerFilter"];
                /** @description Only documents captured on this device. */
                device_id?: components["parameters"]["DeviceIdFilter"];
                /** @description Only documents captured by this device user. */
                device_user_uuid?: components["parameters"]["DeviceUserUuidFilter"];
                /**
                 * @description Field to sort by; prefix it with `-` for descending order.
                 * @example -created
                 */
                order_by?: components["parameters"]["OrderBy"];
                /** @description Only documents submitted after this moment (ISO 8601, for example `2026-03-01 00:00:00`). */
                created__gt?: components["parameters"]["CreatedGt"];
                /** @description Only documents submitted at or after this moment. Do not combine with `created__gt`. */
                created__gte?: components["parameters"]["CreatedGte"];
                /** @description Only documents submitted before this moment. */
                created__lt?: components["parameters"]["CreatedLt"];
                /** @description Only documents submitted at or before this moment. Do not combine with `created__lt`. */
                created__lte?: components["parameters"]["CreatedLte"];
                /** @description Only documents last changed after this moment. */
                updated__gt?: components["parameters"]["UpdatedGt"];
                /** @description Only documents last changed at or after this moment. Do not combine with `updated__gt`. */
                updated__gte?: components["parameters"]["UpdatedGte"];
                /** @description Only documents last changed before this moment. */
                updated__lt?: components["parameters"]["UpdatedLt"];
                /** @description Only documents last changed at or before this moment. Do not combine with `updated__lt`. */
                updated__lte?: components["parameters"]["UpdatedLte"];
                /** @description Only documents whose extracted `date` is after this moment. */
                date__gt?: components["parameters"]["DateGt"];
                /** @description Only documents whose extracted `date` is on or after this moment. Do not combine with `date__gt`. */
                date__gte?: components["parameters"]["DateGte"];
                /** @description Only documents whose extracted `date` is before this moment. */
                date__lt?: components["parameters"]["DateLt"];
                /** @description Only documents whose extracted `date` is on or before this moment. Do not combine with `date__lt`. */
                date__lte?: components["parameters"]["DateLte"];
                /** @description Count every matching document exactly and report the number as `meta.total_results` (this list has no `count` field). Counting precisely makes the search slower, so ask for it only when you need the total. */
                track_total_results?: components["parameters"]["ReceiptTrackTotalResults"];
                /** @description Return extracted fields in the detailed form, with the position of each value on the page. */
                bounding_boxes?: components["parameters"]["BoundingBoxes"];
                /** @description Return extracted fields in the detailed form, with confidence scores for each value. */
                confidence_details?: components["parameters"]["ConfidenceDetails"];
                /**
                 * @deprecated
                 * @description Deprecated. Use `bounding_boxes` and `confidence_details` instead.
                 */
                detailed?: components["parameters"]["Detailed"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    processDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to process, in one of the upload modes, plus processing options. In a multipart/form-data request, each list field (`file_urls`, `tags`, `categories`, `allowed_async_enrichments`) is sent as one form field per item, repeating the field name, and the object field (`device_data`) as one form field holding the object as JSON. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["ProcessDocumentOptions"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["ProcessDocumentOptions"];
            };
        };
        responses: {
            /** @description The document was processed; the body holds the extracted data. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            /** @description Returned instead of 201 when `async` is true: the document was accepted and the result follows by webhook. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedId"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    bulkProcessDocuments: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkProcessRequest"];
            };
        };
        responses: {
            /** @description Documents were created for the submitted URLs. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkProcessResult"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listDocumentSets: {
        parameters: {
            query?: {
                /** @description Page of results to return, counted from 1. */
                page?: components["parameters"]["Page"];
                /** @description Results per page. Pages hold at most 50 results. */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of submitted PDFs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentSetList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    processDocumentSet: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to process, in one of the upload modes, plus processing options. In a multipart/form-data request, each list field (`file_urls`, `tags`, `categories`) is sent as one form field per item, repeating the field name, and the object field (`meta`) as one form field holding the object as JSON. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["DocumentSetOptions"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["DocumentSetOptions"];
            };
        };
        responses: {
            /** @description The file was accepted for splitting. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedId"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDocumentSet: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the split set, as returned when the file was submitted.
                 * @example 5521907
                 */
                document_id: components["parameters"]["SetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The submitted PDF and its documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentSet"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDocument: {
        parameters: {
            query?: {
                /** @description Return extracted fields in the detailed form, with the position of each value on the page. */
                bounding_boxes?: components["parameters"]["BoundingBoxes"];
                /** @description Return extracted fields in the detailed form, with confidence scores for each value. */
                confidence_details?: components["parameters"]["ConfidenceDetails"];
                /**
                 * @deprecated
                 * @description Deprecated. Use `bounding_boxes` and `confidence_details` instead.
                 */
                detailed?: components["parameters"]["Detailed"];
                /** @description Also return the history of changes made to the document. */
                return_audit_trail?: components["parameters"]["ReturnAuditTrail"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentUpdate"];
            };
        };
        responses: {
            /** @description The document after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listLineItems: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The line items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineItemList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createLineItem: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LineItem"];
            };
        };
        responses: {
            /** @description The new line item. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteAllLineItems: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All line items were removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getLineItem: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the line item.
                 * @example 902114877
                 */
                line_item_id: components["parameters"]["LineItemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The line item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateLineItem: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the line item.
                 * @example 902114877
                 */
                line_item_id: components["parameters"]["LineItemId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LineItem"];
            };
        };
        responses: {
            /** @description The line item after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteLineItem: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the line item.
                 * @example 902114877
                 */
                line_item_id: components["parameters"]["LineItemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The line item was removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDocumentTags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tags attached to the document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addDocumentTag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTagRequest"];
            };
        };
        responses: {
            /** @description The attached tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addDocumentTags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTagsRequest"];
            };
        };
        responses: {
            /** @description All tags now attached to the document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unlinkDocumentTags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All tags were detached from the document. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unlinkDocumentTag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the tag to detach.
                 * @example 60733
                 */
                tag_id: components["parameters"]["TagId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag was detached from the document. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listAnyDocs: {
        parameters: {
            query?: {
                /** @description Page of results to return, counted from 1. */
                page?: components["parameters"]["Page"];
                /** @description Results per page. Pages hold at most 50 results. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Full-text search over the extracted data. Matching is case-sensitive; use `*` as a wildcard for partial matches, for example `Northw*`. */
                q?: components["parameters"]["Query"];
                /** @description Make the `count` of the response exact; without it `count` may be an estimate. Counting precisely makes the request slower, so ask for it only when you need it. */
                track_total_results?: components["parameters"]["TrackTotalResults"];
                /** @description Only return documents carrying the tag with this name. */
                "meta.tags"?: components["parameters"]["MetaTags"];
                /** @description Only return documents with this external id. */
                "meta.external_id"?: components["parameters"]["MetaExternalId"];
                /** @description Only documents submitted after this moment (ISO 8601, for example `2026-03-01 00:00:00`). */
                created_date__gt?: components["parameters"]["CreatedDateGt"];
                /** @description Only documents submitted at or after this moment. Do not combine with `created_date__gt`. */
                created_date__gte?: components["parameters"]["CreatedDateGte"];
                /** @description Only documents submitted before this moment. */
                created_date__lt?: components["parameters"]["CreatedDateLt"];
                /** @description Only documents submitted at or before this moment. Do not combine with `created_date__lt`. */
                created_date__lte?: components["parameters"]["CreatedDateLte"];
                /** @description Only documents last changed after this moment. */
                updated_date__gt?: components["parameters"]["UpdatedDateGt"];
                /** @description Only documents last changed at or after this moment. Do not combine with `updated_date__gt`. */
                updated_date__gte?: components["parameters"]["UpdatedDateGte"];
                /** @description Only documents last changed before this moment. */
                updated_date__lt?: components["parameters"]["UpdatedDateLt"];
                /** @description Only documents last changed at or before this moment. Do not combine with `updated_date__lt`. */
                updated_date__lte?: components["parameters"]["UpdatedDateLte"];
                /** @description Return extracted fields in the detailed form, with the position of each value on the page. */
                bounding_boxes?: components["parameters"]["BoundingBoxes"];
                /** @description Return extracted fields in the detailed form, with confidence scores for each value. */
                confidence_details?: components["parameters"]["ConfidenceDetails"];
                /** @description Only documents extracted with this blueprint. */
                blueprint_name?: components["parameters"]["BlueprintNameFilter"];
                /**
                 * @deprecated
                 * @description Deprecated alias of `blueprint_name`.
                 */
                template_name?: components["parameters"]["TemplateNameFilter"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of AnyDocs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnyDocList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    processAnyDoc: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to process, in one of the upload modes, plus processing options. In a multipart/form-data request, each list field (`file_urls`) is sent as one form field per item, repeating the field name, and the object field (`meta`) as one form field holding the object as JSON. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["ProcessAnyDocOptions"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["ProcessAnyDocOptions"];
            };
        };
        responses: {
            /** @description The AnyDoc was processed; the body holds the extracted data. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnyDoc"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    processAnyDocAsync: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to process, in one of the upload modes, plus processing options. In a multipart/form-data request, each list field (`file_urls`) is sent as one form field per item, repeating the field name, and the object field (`meta`) as one form field holding the object as JSON. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["ProcessAnyDocOptions"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["ProcessAnyDocOptions"];
            };
        };
        responses: {
            /** @description The file was accepted; the result follows by webhook. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedId"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getAnyDoc: {
        parameters: {
            query?: {
                /** @description Return extracted fields in the detailed form, with the position of each value on the page. */
                bounding_boxes?: components["parameters"]["BoundingBoxes"];
                /** @description Return extracted fields in the detailed form, with confidence scores for each value. */
                confidence_details?: components["parameters"]["ConfidenceDetails"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The AnyDoc. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnyDoc"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateAnyDoc: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnyDocUpdate"];
            };
        };
        responses: {
            /** @description The AnyDoc after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnyDoc"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteAnyDoc: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The AnyDoc was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getAnyDocTags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tags attached to the AnyDoc. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addAnyDocTag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTagRequest"];
            };
        };
        responses: {
            /** @description The attached tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addAnyDocTags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTagsRequest"];
            };
        };
        responses: {
            /** @description All tags now attached to the AnyDoc. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unlinkAnyDocTags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All tags were detached from the AnyDoc. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unlinkAnyDocTag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the tag to detach.
                 * @example 60733
                 */
                tag_id: components["parameters"]["TagId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag was detached from the AnyDoc. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listBankStatements: {
        parameters: {
            query?: {
                /** @description Page of results to return, counted from 1. */
                page?: components["parameters"]["Page"];
                /** @description Results per page. Pages hold at most 50 results. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Full-text search over the extracted data. Matching is case-sensitive; use `*` as a wildcard for partial matches, for example `Northw*`. */
                q?: components["parameters"]["Query"];
                /** @description Make the `count` of the response exact; without it `count` may be an estimate. Counting precisely makes the request slower, so ask for it only when you need it. */
                track_total_results?: components["parameters"]["TrackTotalResults"];
                /** @description Only return documents carrying the tag with this name. */
                "meta.tags"?: components["parameters"]["MetaTags"];
                /** @description Only return documents with this external id. */
                "meta.external_id"?: components["parameters"]["MetaExternalId"];
                /** @description Only documents submitted after this moment (ISO 8601, for example `2026-03-01 00:00:00`). */
                created_date__gt?: components["parameters"]["CreatedDateGt"];
                /** @description Only documents submitted at or after this moment. Do not combine with `created_date__gt`. */
                created_date__gte?: components["parameters"]["CreatedDateGte"];
                /** @description Only documents submitted before this moment. */
                created_date__lt?: components["parameters"]["CreatedDateLt"];
                /** @description Only documents submitted at or before this moment. Do not combine with `created_date__lt`. */
                created_date__lte?: components["parameters"]["CreatedDateLte"];
                /** @description Only documents last changed after this moment. */
                updated_date__gt?: components["parameters"]["UpdatedDateGt"];
                /** @description Only documents last changed at or after this moment. Do not combine with `updated_date__gt`. */
                updated_date__gte?: components["parameters"]["UpdatedDateGte"];
                /** @description Only documents last changed before this moment. */
                updated_date__lt?: components["parameters"]["UpdatedDateLt"];
                /** @description Only documents last changed at or before this moment. Do not combine with `updated_date__lt`. */
                updated_date__lte?: components["parameters"]["UpdatedDateLte"];
                /** @description Return extracted fields in the detailed form, with the position of each value on the page. */
                bounding_boxes?: components["parameters"]["BoundingBoxes"];
                /** @description Return extracted fields in the detailed form, with confidence scores for each value. */
                confidence_details?: components["parameters"]["ConfidenceDetails"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of bank statements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    processBankStatement: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to process, in one of the upload modes, plus processing options. In a multipart/form-data request, each list field (`file_urls`, `tags`, `categories`) is sent as one form field per item, repeating the field name, and the object field (`meta`) as one form field holding the object as JSON. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["ProcessBankStatementOptions"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["ProcessBankStatementOptions"];
            };
        };
        responses: {
            /** @description The bank statement was processed; the body holds the extracted data. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatement"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    processBankStatementAsync: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to process, in one of the upload modes, plus processing options. In a multipart/form-data request, each list field (`file_urls`, `tags`, `categories`) is sent as one form field per item, repeating the field name, and the object field (`meta`) as one form field holding the object as JSON. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["ProcessBankStatementOptions"] & components["schemas"]["AutoDeleteOption"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["ProcessBankStatementOptions"] & components["schemas"]["AutoDeleteOption"];
            };
        };
        responses: {
            /** @description The file was accepted; the result follows by webhook. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedId"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listBankStatementSets: {
        parameters: {
            query?: {
                /** @description Page of results to return, counted from 1. */
                page?: components["parameters"]["Page"];
                /** @description Results per page. Pages hold at most 50 results. */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of sets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentSetList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    processBankStatementSet: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to process, in one of the upload modes, plus processing options. In a multipart/form-data request, each list field (`file_urls`, `tags`) is sent as one form field per item, repeating the field name, and the object field (`meta`) as one form field holding the object as JSON. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["BankStatementSetOptions"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["BankStatementSetOptions"];
            };
        };
        responses: {
            /** @description The file was accepted for splitting. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedId"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getBankStatementSet: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the split set, as returned when the file was submitted.
                 * @example 5521907
                 */
                document_id: components["parameters"]["SetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The set, with the ids of the bank statements created from it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentSet"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getBankStatement: {
        parameters: {
            query?: {
                /** @description Return extracted fields in the detailed form, with the position of each value on the page. */
                bounding_boxes?: components["parameters"]["BoundingBoxes"];
                /** @description Return extracted fields in the detailed form, with confidence scores for each value. */
                confidence_details?: components["parameters"]["ConfidenceDetails"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank statement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatement"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateBankStatement: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankStatementUpdate"];
            };
        };
        responses: {
            /** @description The bank statement after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteBankStatement: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank statement was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getBankStatementTags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tags attached to the bank statement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addBankStatementTag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTagRequest"];
            };
        };
        responses: {
            /** @description The attached tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addBankStatementTags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTagsRequest"];
            };
        };
        responses: {
            /** @description All tags now attached to the bank statement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unlinkBankStatementTags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All tags were detached from the bank statement. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unlinkBankStatementTag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the tag to detach.
                 * @example 60733
                 */
                tag_id: components["parameters"]["TagId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag was detached from the bank statement. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listBusinessCards: {
        parameters: {
            query?: {
                /** @description Page of results to return, counted from 1. */
                page?: components["parameters"]["Page"];
                /** @description Results per page. Pages hold at most 50 results. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Full-text search over the extracted data. Matching is case-sensitive; use `*` as a wildcard for partial matches, for example `Northw*`. */
                q?: components["parameters"]["Query"];
                /** @description Make the `count` of the response exact; without it `count` may be an estimate. Counting precisely makes the request slower, so ask for it only when you need it. */
                track_total_results?: components["parameters"]["TrackTotalResults"];
                /** @description Only return documents carrying the tag with this name. */
                "meta.tags"?: components["parameters"]["MetaTags"];
                /** @description Only return documents with this external id. */
                "meta.external_id"?: components["parameters"]["MetaExternalId"];
                /** @description Only documents submitted after this moment (ISO 8601, for example `2026-03-01 00:00:00`). */
                created_date__gt?: components["parameters"]["CreatedDateGt"];
                /** @description Only documents submitted at or after this moment. Do not combine with `created_date__gt`. */
                created_date__gte?: components["parameters"]["CreatedDateGte"];
                /** @description Only documents submitted before this moment. */
                created_date__lt?: components["parameters"]["CreatedDateLt"];
                /** @description Only documents submitted at or before this moment. Do not combine with `created_date__lt`. */
                created_date__lte?: components["parameters"]["CreatedDateLte"];
                /** @description Only documents last changed after this moment. */
                updated_date__gt?: components["parameters"]["UpdatedDateGt"];
                /** @description Only documents last changed at or after this moment. Do not combine with `updated_date__gt`. */
                updated_date__gte?: components["parameters"]["UpdatedDateGte"];
                /** @description Only documents last changed before this moment. */
                updated_date__lt?: components["parameters"]["UpdatedDateLt"];
                /** @description Only documents last changed at or before this moment. Do not combine with `updated_date__lt`. */
                updated_date__lte?: components["parameters"]["UpdatedDateLte"];
                /** @description Return extracted fields in the detailed form, with the position of each value on the page. */
                bounding_boxes?: components["parameters"]["BoundingBoxes"];
                /** @description Return extracted fields in the detailed form, with confidence scores for each value. */
                confidence_details?: components["parameters"]["ConfidenceDetails"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of business cards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessCardList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    processBusinessCard: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to process, in one of the upload modes, plus processing options. In a multipart/form-data request, each list field (`file_urls`, `tags`) is sent as one form field per item, repeating the field name. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["ProcessBusinessCardOptions"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["ProcessBusinessCardOptions"];
            };
        };
        responses: {
            /** @description The business card was processed; the body holds the extracted data. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessCard"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getBusinessCard: {
        parameters: {
            query?: {
                /** @description Return extracted fields in the detailed form, with the position of each value on the page. */
                bounding_boxes?: components["parameters"]["BoundingBoxes"];
                /** @description Return extracted fields in the detailed form, with confidence scores for each value. */
                confidence_details?: components["parameters"]["ConfidenceDetails"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The business card. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessCard"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateBusinessCard: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BusinessCardUpdate"];
            };
        };
        responses: {
            /** @description The business card after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessCard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteBusinessCard: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The business card was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getBusinessCardTags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tags attached to the business card. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addBusinessCardTag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTagRequest"];
            };
        };
        responses: {
            /** @description The attached tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addBusinessCardTags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTagsRequest"];
            };
        };
        responses: {
            /** @description All tags now attached to the business card. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unlinkBusinessCardTags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All tags were detached from the business card. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unlinkBusinessCardTag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the tag to detach.
                 * @example 60733
                 */
                tag_id: components["parameters"]["TagId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag was detached from the business card. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listChecks: {
        parameters: {
            query?: {
                /** @description Page of results to return, counted from 1. */
                page?: components["parameters"]["Page"];
                /** @description Results per page. Pages hold at most 50 results. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Full-text search over the extracted data. Matching is case-sensitive; use `*` as a wildcard for partial matches, for example `Northw*`. */
                q?: components["parameters"]["Query"];
                /** @description Make the `count` of the response exact; without it `count` may be an estimate. Counting precisely makes the request slower, so ask for it only when you need it. */
                track_total_results?: components["parameters"]["TrackTotalResults"];
                /** @description Only return documents carrying the tag with this name. */
                "meta.tags"?: components["parameters"]["MetaTags"];
                /** @description Only return documents with this external id. */
                "meta.external_id"?: components["parameters"]["MetaExternalId"];
                /** @description Only documents submitted after this moment (ISO 8601, for example `2026-03-01 00:00:00`). */
                created_date__gt?: components["parameters"]["CreatedDateGt"];
                /** @description Only documents submitted at or after this moment. Do not combine with `created_date__gt`. */
                created_date__gte?: components["parameters"]["CreatedDateGte"];
                /** @description Only documents submitted before this moment. */
                created_date__lt?: components["parameters"]["CreatedDateLt"];
                /** @description Only documents submitted at or before this moment. Do not combine with `created_date__lt`. */
                created_date__lte?: components["parameters"]["CreatedDateLte"];
                /** @description Only documents last changed after this moment. */
                updated_date__gt?: components["parameters"]["UpdatedDateGt"];
                /** @description Only documents last changed at or after this moment. Do not combine with `updated_date__gt`. */
                updated_date__gte?: components["parameters"]["UpdatedDateGte"];
                /** @description Only documents last changed before this moment. */
                updated_date__lt?: components["parameters"]["UpdatedDateLt"];
                /** @description Only documents last changed at or before this moment. Do not combine with `updated_date__lt`. */
                updated_date__lte?: components["parameters"]["UpdatedDateLte"];
                /** @description Return extracted fields in the detailed form, with the position of each value on the page. */
                bounding_boxes?: components["parameters"]["BoundingBoxes"];
                /** @description Return extracted fields in the detailed form, with confidence scores for each value. */
                confidence_details?: components["parameters"]["ConfidenceDetails"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of checks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    processCheck: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to process, in one of the upload modes, plus processing options. In a multipart/form-data request, each list field (`file_urls`, `tags`) is sent as one form field per item, repeating the field name. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["ProcessCheckOptions"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["ProcessCheckOptions"];
            };
        };
        responses: {
            /** @description The check was processed; the body holds the extracted data. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Check"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    processCheckAsync: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to process, in one of the upload modes, plus processing options. In a multipart/form-data request, each list field (`file_urls`, `tags`) is sent as one form field per item, repeating the field name. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["ProcessCheckOptions"] & components["schemas"]["AutoDeleteOption"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["ProcessCheckOptions"] & components["schemas"]["AutoDeleteOption"];
            };
        };
        responses: {
            /** @description The file was accepted; the result follows by webhook. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedId"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    processCheckWithRemittance: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to process, in one of the upload modes, plus processing options. In a multipart/form-data request, each list field (`file_urls`) is sent as one form field per item, repeating the field name. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["ProcessCheckWithRemittanceOptions"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["ProcessCheckWithRemittanceOptions"];
            };
        };
        responses: {
            /** @description The check and remittance were processed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckWithRemittance"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getCheck: {
        parameters: {
            query?: {
                /** @description Return extracted fields in the detailed form, with the position of each value on the page. */
                bounding_boxes?: components["parameters"]["BoundingBoxes"];
                /** @description Return extracted fields in the detailed form, with confidence scores for each value. */
                confidence_details?: components["parameters"]["ConfidenceDetails"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Check"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateCheck: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckUpdate"];
            };
        };
        responses: {
            /** @description The check after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Check"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteCheck: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The check was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getCheckTags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tags attached to the check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addCheckTag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTagRequest"];
            };
        };
        responses: {
            /** @description The attached tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addCheckTags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTagsRequest"];
            };
        };
        responses: {
            /** @description All tags now attached to the check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unlinkCheckTags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All tags were detached from the check. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unlinkCheckTag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the tag to detach.
                 * @example 60733
                 */
                tag_id: components["parameters"]["TagId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag was detached from the check. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listContracts: {
        parameters: {
            query?: {
                /** @description Page of results to return, counted from 1. */
                page?: components["parameters"]["Page"];
                /** @description Results per page. Pages hold at most 50 results. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Full-text search over the extracted data. Matching is case-sensitive; use `*` as a wildcard for partial matches, for example `Northw*`. */
                q?: components["parameters"]["Query"];
                /** @description Make the `count` of the response exact; without it `count` may be an estimate. Counting precisely makes the request slower, so ask for it only when you need it. */
                track_total_results?: components["parameters"]["TrackTotalResults"];
                /** @description Only return documents carrying the tag with this name. */
                "meta.tags"?: components["parameters"]["MetaTags"];
                /** @description Only return documents with this external id. */
                "meta.external_id"?: components["parameters"]["MetaExternalId"];
                /** @description Only documents submitted after this moment (ISO 8601, for example `2026-03-01 00:00:00`). */
                created_date__gt?: components["parameters"]["CreatedDateGt"];
                /** @description Only documents submitted at or after this moment. Do not combine with `created_date__gt`. */
                created_date__gte?: components["parameters"]["CreatedDateGte"];
                /** @description Only documents submitted before this moment. */
                created_date__lt?: components["parameters"]["CreatedDateLt"];
                /** @description Only documents submitted at or before this moment. Do not combine with `created_date__lt`. */
                created_date__lte?: components["parameters"]["CreatedDateLte"];
                /** @description Only documents last changed after this moment. */
                updated_date__gt?: components["parameters"]["UpdatedDateGt"];
                /** @description Only documents last changed at or after this moment. Do not combine with `updated_date__gt`. */
                updated_date__gte?: components["parameters"]["UpdatedDateGte"];
                /** @description Only documents last changed before this moment. */
                updated_date__lt?: components["parameters"]["UpdatedDateLt"];
                /** @description Only documents last changed at or before this moment. Do not combine with `updated_date__lt`. */
                updated_date__lte?: components["parameters"]["UpdatedDateLte"];
                /** @description Return extracted fields in the detailed form, with the position of each value on the page. */
                bounding_boxes?: components["parameters"]["BoundingBoxes"];
                /** @description Return extracted fields in the detailed form, with confidence scores for each value. */
                confidence_details?: components["parameters"]["ConfidenceDetails"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of contracts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    processContract: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to process, in one of the upload modes, plus processing options. In a multipart/form-data request, each list field (`file_urls`, `tags`) is sent as one form field per item, repeating the field name. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["ProcessContractOptions"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["ProcessContractOptions"];
            };
        };
        responses: {
            /** @description The contract was processed; the body holds the extracted data. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getContract: {
        parameters: {
            query?: {
                /** @description Return extracted fields in the detailed form, with the position of each value on the page. */
                bounding_boxes?: components["parameters"]["BoundingBoxes"];
                /** @description Return extracted fields in the detailed form, with confidence scores for each value. */
                confidence_details?: components["parameters"]["ConfidenceDetails"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateContract: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContractUpdate"];
            };
        };
        responses: {
            /** @description The contract after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteContract: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getContractTags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tags attached to the contract. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addContractTag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTagRequest"];
            };
        };
        responses: {
            /** @description The attached tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addContractTags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTagsRequest"];
            };
        };
        responses: {
            /** @description All tags now attached to the contract. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unlinkContractTags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All tags were detached from the contract. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unlinkContractTag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the tag to detach.
                 * @example 60733
                 */
                tag_id: components["parameters"]["TagId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag was detached from the contract. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listW2s: {
        parameters: {
            query?: {
                /** @description Page of results to return, counted from 1. */
                page?: components["parameters"]["Page"];
                /** @description Results per page. Pages hold at most 50 results. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Full-text search over the extracted data. Matching is case-sensitive; use `*` as a wildcard for partial matches, for example `Northw*`. */
                q?: components["parameters"]["Query"];
                /** @description Make the `count` of the response exact; without it `count` may be an estimate. Counting precisely makes the request slower, so ask for it only when you need it. */
                track_total_results?: components["parameters"]["TrackTotalResults"];
                /** @description Only return documents carrying the tag with this name. */
                "meta.tags"?: components["parameters"]["MetaTags"];
                /** @description Only return documents with this external id. */
                "meta.external_id"?: components["parameters"]["MetaExternalId"];
                /** @description Only documents submitted after this moment (ISO 8601, for example `2026-03-01 00:00:00`). */
                created_date__gt?: components["parameters"]["CreatedDateGt"];
                /** @description Only documents submitted at or after this moment. Do not combine with `created_date__gt`. */
                created_date__gte?: components["parameters"]["CreatedDateGte"];
                /** @description Only documents submitted before this moment. */
                created_date__lt?: components["parameters"]["CreatedDateLt"];
                /** @description Only documents submitted at or before this moment. Do not combine with `created_date__lt`. */
                created_date__lte?: components["parameters"]["CreatedDateLte"];
                /** @description Only documents last changed after this moment. */
                updated_date__gt?: components["parameters"]["UpdatedDateGt"];
                /** @description Only documents last changed at or after this moment. Do not combine with `updated_date__gt`. */
                updated_date__gte?: components["parameters"]["UpdatedDateGte"];
                /** @description Only documents last changed before this moment. */
                updated_date__lt?: components["parameters"]["UpdatedDateLt"];
                /** @description Only documents last changed at or before this moment. Do not combine with `updated_date__lt`. */
                updated_date__lte?: components["parameters"]["UpdatedDateLte"];
                /** @description Return extracted fields in the detailed form, with the position of each value on the page. */
                bounding_boxes?: components["parameters"]["BoundingBoxes"];
                /** @description Return extracted fields in the detailed form, with confidence scores for each value. */
                confidence_details?: components["parameters"]["ConfidenceDetails"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of W-2s. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["W2List"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    processW2: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to process, in one of the upload modes, plus processing options. In a multipart/form-data request, each list field (`file_urls`, `tags`) is sent as one form field per item, repeating the field name. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["ProcessW2Options"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["ProcessW2Options"];
            };
        };
        responses: {
            /** @description The W-2 was processed; the body holds the extracted data. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["W2"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listW2Sets: {
        parameters: {
            query?: {
                /** @description Page of results to return, counted from 1. */
                page?: components["parameters"]["Page"];
                /** @description Results per page. Pages hold at most 50 results. */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of sets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentSetList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    processW2Set: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to process, in one of the upload modes, plus processing options. In a multipart/form-data request, each list field (`file_urls`, `tags`) is sent as one form field per item, repeating the field name, and the object field (`meta`) as one form field holding the object as JSON. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["W2SetOptions"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["W2SetOptions"];
            };
        };
        responses: {
            /** @description The file was accepted for splitting. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedId"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getW2Set: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the split set, as returned when the file was submitted.
                 * @example 5521907
                 */
                document_id: components["parameters"]["SetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The set, with the ids of the W-2s created from it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentSet"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getW2: {
        parameters: {
            query?: {
                /** @description Return extracted fields in the detailed form, with the position of each value on the page. */
                bounding_boxes?: components["parameters"]["BoundingBoxes"];
                /** @description Return extracted fields in the detailed form, with confidence scores for each value. */
                confidence_details?: components["parameters"]["ConfidenceDetails"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The W-2. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["W2"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateW2: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["W2Update"];
            };
        };
        responses: {
            /** @description The W-2 after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["W2"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteW2: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The W-2 was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getW2Tags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tags attached to the W-2. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addW2Tag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTagRequest"];
            };
        };
        responses: {
            /** @description The attached tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addW2Tags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTagsRequest"];
            };
        };
        responses: {
            /** @description All tags now attached to the W-2. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unlinkW2Tags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All tags were detached from the W-2. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unlinkW2Tag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the tag to detach.
                 * @example 60733
                 */
                tag_id: components["parameters"]["TagId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag was detached from the W-2. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listW8BenEs: {
        parameters: {
            query?: {
                /** @description Page of results to return, counted from 1. */
                page?: components["parameters"]["Page"];
                /** @description Results per page. Pages hold at most 50 results. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Full-text search over the extracted data. Matching is case-sensitive; use `*` as a wildcard for partial matches, for example `Northw*`. */
                q?: components["parameters"]["Query"];
                /** @description Make the `count` of the response exact; without it `count` may be an estimate. Counting precisely makes the request slower, so ask for it only when you need it. */
                track_total_results?: components["parameters"]["TrackTotalResults"];
                /** @description Only return documents carrying the tag with this name. */
                "meta.tags"?: components["parameters"]["MetaTags"];
                /** @description Only return documents with this external id. */
                "meta.external_id"?: components["parameters"]["MetaExternalId"];
                /** @description Only documents submitted after this moment (ISO 8601, for example `2026-03-01 00:00:00`). */
                created_date__gt?: components["parameters"]["CreatedDateGt"];
                /** @description Only documents submitted at or after this moment. Do not combine with `created_date__gt`. */
                created_date__gte?: components["parameters"]["CreatedDateGte"];
                /** @description Only documents submitted before this moment. */
                created_date__lt?: components["parameters"]["CreatedDateLt"];
                /** @description Only documents submitted at or before this moment. Do not combine with `created_date__lt`. */
                created_date__lte?: components["parameters"]["CreatedDateLte"];
                /** @description Only documents last changed after this moment. */
                updated_date__gt?: components["parameters"]["UpdatedDateGt"];
                /** @description Only documents last changed at or after this moment. Do not combine with `updated_date__gt`. */
                updated_date__gte?: components["parameters"]["UpdatedDateGte"];
                /** @description Only documents last changed before this moment. */
                updated_date__lt?: components["parameters"]["UpdatedDateLt"];
                /** @description Only documents last changed at or before this moment. Do not combine with `updated_date__lt`. */
                updated_date__lte?: components["parameters"]["UpdatedDateLte"];
                /** @description Return extracted fields in the detailed form, with the position of each value on the page. */
                bounding_boxes?: components["parameters"]["BoundingBoxes"];
                /** @description Return extracted fields in the detailed form, with confidence scores for each value. */
                confidence_details?: components["parameters"]["ConfidenceDetails"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of W-8BEN-E forms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["W8BENEList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    processW8BenE: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to process, in one of the upload modes, plus processing options. In a multipart/form-data request, each list field (`file_urls`, `tags`) is sent as one form field per item, repeating the field name. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["ProcessW8BENEOptions"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["ProcessW8BENEOptions"];
            };
        };
        responses: {
            /** @description The W-8BEN-E was processed; the body holds the extracted data. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["W8BENE"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getW8BenE: {
        parameters: {
            query?: {
                /** @description Return extracted fields in the detailed form, with the position of each value on the page. */
                bounding_boxes?: components["parameters"]["BoundingBoxes"];
                /** @description Return extracted fields in the detailed form, with confidence scores for each value. */
                confidence_details?: components["parameters"]["ConfidenceDetails"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The W-8BEN-E. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["W8BENE"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateW8BenE: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["W8BENEUpdate"];
            };
        };
        responses: {
            /** @description The W-8BEN-E after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["W8BENE"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteW8BenE: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The W-8BEN-E was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getW8BenETags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tags attached to the W-8BEN-E. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addW8BenETag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTagRequest"];
            };
        };
        responses: {
            /** @description The attached tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addW8BenETags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTagsRequest"];
            };
        };
        responses: {
            /** @description All tags now attached to the W-8BEN-E. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unlinkW8BenETags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All tags were detached from the W-8BEN-E. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unlinkW8BenETag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the tag to detach.
                 * @example 60733
                 */
                tag_id: components["parameters"]["TagId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag was detached from the W-8BEN-E. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listW9s: {
        parameters: {
            query?: {
                /** @description Page of results to return, counted from 1. */
                page?: components["parameters"]["Page"];
                /** @description Results per page. Pages hold at most 50 results. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Full-text search over the extracted data. Matching is case-sensitive; use `*` as a wildcard for partial matches, for example `Northw*`. */
                q?: components["parameters"]["Query"];
                /** @description Make the `count` of the response exact; without it `count` may be an estimate. Counting precisely makes the request slower, so ask for it only when you need it. */
                track_total_results?: components["parameters"]["TrackTotalResults"];
                /** @description Only return documents carrying the tag with this name. */
                "meta.tags"?: components["parameters"]["MetaTags"];
                /** @description Only return documents with this external id. */
                "meta.external_id"?: components["parameters"]["MetaExternalId"];
                /** @description Only documents submitted after this moment (ISO 8601, for example `2026-03-01 00:00:00`). */
                created_date__gt?: components["parameters"]["CreatedDateGt"];
                /** @description Only documents submitted at or after this moment. Do not combine with `created_date__gt`. */
                created_date__gte?: components["parameters"]["CreatedDateGte"];
                /** @description Only documents submitted before this moment. */
                created_date__lt?: components["parameters"]["CreatedDateLt"];
                /** @description Only documents submitted at or before this moment. Do not combine with `created_date__lt`. */
                created_date__lte?: components["parameters"]["CreatedDateLte"];
                /** @description Only documents last changed after this moment. */
                updated_date__gt?: components["parameters"]["UpdatedDateGt"];
                /** @description Only documents last changed at or after this moment. Do not combine with `updated_date__gt`. */
                updated_date__gte?: components["parameters"]["UpdatedDateGte"];
                /** @description Only documents last changed before this moment. */
                updated_date__lt?: components["parameters"]["UpdatedDateLt"];
                /** @description Only documents last changed at or before this moment. Do not combine with `updated_date__lt`. */
                updated_date__lte?: components["parameters"]["UpdatedDateLte"];
                /** @description Return extracted fields in the detailed form, with the position of each value on the page. */
                bounding_boxes?: components["parameters"]["BoundingBoxes"];
                /** @description Return extracted fields in the detailed form, with confidence scores for each value. */
                confidence_details?: components["parameters"]["ConfidenceDetails"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of W-9s. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["W9List"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    processW9: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to process, in one of the upload modes, plus processing options. In a multipart/form-data request, each list field (`file_urls`, `tags`) is sent as one form field per item, repeating the field name. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["ProcessW9Options"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["ProcessW9Options"];
            };
        };
        responses: {
            /** @description The W-9 was processed; the body holds the extracted data. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["W9"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getW9: {
        parameters: {
            query?: {
                /** @description Return extracted fields in the detailed form, with the position of each value on the page. */
                bounding_boxes?: components["parameters"]["BoundingBoxes"];
                /** @description Return extracted fields in the detailed form, with confidence scores for each value. */
                confidence_details?: components["parameters"]["ConfidenceDetails"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The W-9. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["W9"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateW9: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["W9Update"];
            };
        };
        responses: {
            /** @description The W-9 after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["W9"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteW9: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The W-9 was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getW9Tags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tags attached to the W-9. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addW9Tag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTagRequest"];
            };
        };
        responses: {
            /** @description The attached tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addW9Tags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTagsRequest"];
            };
        };
        responses: {
            /** @description All tags now attached to the W-9. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unlinkW9Tags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All tags were detached from the W-9. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unlinkW9Tag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the tag to detach.
                 * @example 60733
                 */
                tag_id: components["parameters"]["TagId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag was detached from the W-9. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    classifyDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to process, in one of the upload modes, plus processing options. In a multipart/form-data request, each list field (`file_urls`, `document_types`) is sent as one form field per item, repeating the field name. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["ClassifyOptions"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["ClassifyOptions"];
            };
        };
        responses: {
            /** @description The predicted document type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Classification"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    classifyAndExtractDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to process, in one of the upload modes, plus processing options. In a multipart/form-data request, each list field (`file_urls`, `document_types`) is sent as one form field per item, repeating the field name. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["ExtractOptions"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["ExtractOptions"];
            };
        };
        responses: {
            /** @description The classification, with the extracted data when available. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassificationWithData"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listMarkdownDocuments: {
        parameters: {
            query?: {
                /** @description Page of results to return, counted from 1. */
                page?: components["parameters"]["Page"];
                /** @description Results per page. Pages hold at most 50 results. */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Markdown documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkdownDocumentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    convertDocumentToMarkdown: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to convert, in one of the upload modes. In a multipart/form-data request, the list field (`file_urls`) is sent as one form field per item, repeating the field name. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["ParseOptions"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["ParseOptions"];
            };
        };
        responses: {
            /** @description The document was converted. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkdownDocument"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    convertDocumentToMarkdownAsync: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to convert, in one of the upload modes. In a multipart/form-data request, the list field (`file_urls`) is sent as one form field per item, repeating the field name. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["ParseOptions"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["ParseOptions"];
            };
        };
        responses: {
            /** @description The file was accepted; the outcome follows by webhook. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedId"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMarkdownDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Markdown document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkdownDocument"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateMarkdownDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkdownDocumentUpdate"];
            };
        };
        responses: {
            /** @description The Markdown document after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkdownDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteMarkdownDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Markdown document was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listMarkdownDocumentSets: {
        parameters: {
            query?: {
                /** @description Page of results to return, counted from 1. */
                page?: components["parameters"]["Page"];
                /** @description Results per page. Pages hold at most 50 results. */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Markdown document sets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentSetList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    convertDocumentSetToMarkdown: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file to convert, in one of the upload modes. In a multipart/form-data request, the list field (`file_urls`) is sent as one form field per item, repeating the field name. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadSource"] & components["schemas"]["ParseOptions"];
                "application/json": components["schemas"]["JsonUploadSource"] & components["schemas"]["ParseOptions"];
            };
        };
        responses: {
            /** @description The file was accepted for splitting. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedId"];
                };
            };
            400: components["responses"]["UploadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMarkdownDocumentSet: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the split set, as returned when the file was submitted.
                 * @example 5521907
                 */
                document_id: components["parameters"]["SetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The set and its documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentSet"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listTaxLines: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tax lines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxLineList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createTaxLine: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaxLine"];
            };
        };
        responses: {
            /** @description The new tax line. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTaxLine: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the tax line.
                 * @example 44018263
                 */
                tax_line_id: components["parameters"]["TaxLineId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tax line. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxLine"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateTaxLine: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the tax line.
                 * @example 44018263
                 */
                tax_line_id: components["parameters"]["TaxLineId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaxLine"];
            };
        };
        responses: {
            /** @description The tax line after the update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteTaxLine: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the document, as returned when it was processed.
                 * @example 318746502
                 */
                document_id: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the tax line.
                 * @example 44018263
                 */
                tax_line_id: components["parameters"]["TaxLineId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tax line was removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listBlueprints: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The blueprints. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlueprintList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOcrCounts: {
        parameters: {
            query?: {
                /** @description Kind of scan to count. */
                ocr_type?: components["parameters"]["OcrType"];
                /** @description Only scans made after this moment (ISO 8601, for example `2026-03-01 00:00:00`). */
                created_date__gt?: components["parameters"]["ScanCreatedGt"];
                /** @description Only scans made at or after this moment. Do not combine with `created_date__gt`. */
                created_date__gte?: components["parameters"]["ScanCreatedGte"];
                /** @description Only scans made before this moment. */
                created_date__lt?: components["parameters"]["ScanCreatedLt"];
                /** @description Only scans made at or before this moment. Do not combine with `created_date__lt`. */
                created_date__lte?: components["parameters"]["ScanCreatedLte"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Scan counts per source. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OcrCountList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listReleaseNotifications: {
        parameters: {
            query?: {
                /** @description Page of results to return, counted from 1. */
                page?: components["parameters"]["Page"];
                /** @description Results per page. Pages hold at most 50 results. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only notes about this product. */
                product?: components["parameters"]["ReleaseProduct"];
                /** @description Only notes about releases to this environment. */
                environment?: components["parameters"]["ReleaseEnvironment"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of release notes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReleaseNotificationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOpenApiSchema: {
        parameters: {
            query?: {
                /** @description Serialisation of the returned document. */
                format?: components["parameters"]["SchemaFormat"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document, in the requested format. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenApiDocument"];
                    "application/yaml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listTlsCertificates: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TlsCertificateList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TlsForbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createTlsCertificate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new certificate and its private key. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewTlsCertificate"];
                };
            };
            400: components["responses"]["TlsBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TlsForbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteTlsCertificate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description The `certificate_id` of the certificate, as listed by Get TLS certificates.
                 * @example crt_7f3b9c2d41e8
                 */
                certificate_id: components["parameters"]["CertificateId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["TlsForbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listBlocklistedDevices: {
        parameters: {
            query?: {
                /** @description Page of results to return, counted from 1. */
                page?: components["parameters"]["Page"];
                /** @description Devices per page. */
                page_size?: components["parameters"]["BlocklistPageSize"];
            };
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of blocked devices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlocklistPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addDevicesToBlocklist: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddDevicesRequest"];
            };
        };
        responses: {
            /** @description The devices were added to the blocklist. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DevicesNotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    checkBlocklistedDevice: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the device.
                 * @example 3f0c2a9e-7d41-4b8e-9a65-0e2d1c7b5f18
                 */
                device_id: components["parameters"]["DeviceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the device is blocked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlocklistStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    removeDeviceFromBlocklist: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the device.
                 * @example 3f0c2a9e-7d41-4b8e-9a65-0e2d1c7b5f18
                 */
                device_id: components["parameters"]["DeviceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device was removed from the blocklist. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bearer keys of the account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description The new key. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listApiKeyPermissions: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values `allowed_routes` accepts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailablePermissions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    verifyApiKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key that authenticated the call. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getApiKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the bearer API key, as listed by Retrieve API keys list.
                 * @example 4127
                 */
                id: components["parameters"]["ApiKeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateApiKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the bearer API key, as listed by Retrieve API keys list.
                 * @example 4127
                 */
                id: components["parameters"]["ApiKeyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateApiKeyRequest"];
            };
        };
        responses: {
            /** @description The key after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the bearer API key, as listed by Retrieve API keys list.
                 * @example 4127
                 */
                id: components["parameters"]["ApiKeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key was revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    rotateApiKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the bearer API key, as listed by Retrieve API keys list.
                 * @example 4127
                 */
                id: components["parameters"]["ApiKeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key after rotation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listClientKeys: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client keys of the account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientKeyList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createClientKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new key. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientKey"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteClientKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path: {
                /**
                 * @description Identifier of the client key, as listed by Retrieve client keys list.
                 * @example 2207
                 */
                id: components["parameters"]["ClientKeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key was removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    resetClientKeys: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys that replace the previous ones. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientKeyList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getClientKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys of the session's user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientKeys"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmed and pending webhook URLs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddWebhookRequest"];
            };
        };
        responses: {
            /** @description The URL was saved as pending and the subscription event is on its way. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    confirmWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Unix time in milliseconds at which the request was signed. Send it together with `X-Quire-Request-Signature`. A signature is accepted for 30 minutes after this moment.
                 * @example 1772640067000
                 */
                "X-Quire-Request-Timestamp"?: components["parameters"]["RequestTimestamp"];
                /**
                 * @description Optional proof that the request comes from the account holder. Compute an HMAC-SHA256 with your client secret as the key over the text `timestamp:<X-Quire-Request-Timestamp>` followed by `,<name>:<value>` for each top-level field of the JSON body in the order sent, and send the result base64-encoded. Requests without a body sign only the timestamp part.
                 * @example 9gq1yD3sYc6sJ0mW7bXn2p4Lk8tZr5hVfE1aQwO0uI8=
                 */
                "X-Quire-Request-Signature"?: components["parameters"]["RequestSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmWebhookRequest"];
            };
        };
        responses: {
            /** @description The webhook URL is confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            499: components["responses"]["ClientClosedRequest"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    documentCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Proof that the event comes from Quire: the base64-encoded HMAC-SHA256 of the event's `data` object, keyed with your client secret. The signed text is `data` as the sender prints it, in Python dictionary notation (for example `{'id': 318746502, 'created': '2026-03-10 09:00:04'}`), so rebuild that text from the parsed body, compute the digest and compare it with this header in constant time. Look the header up without regard to case: many servers and frameworks lower-case header names.
                 * @example 3q2+7wQyZr0bV1m8Xc4kP9sLh6TnUa2dEf5gHi8jKlM=
                 */
                "X-Quire-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentCreatedEvent"];
            };
        };
        responses: {
            /** @description Answer with a 2xx status, with or without a body, once the event is safely stored. Do the follow-up work, such as fetching the result, after answering. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description What your endpoint should answer when the `X-Quire-Signature` header does not match the body: the event did not come from Quire and must be ignored. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    documentFailedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Proof that the event comes from Quire: the base64-encoded HMAC-SHA256 of the event's `data` object, keyed with your client secret. The signed text is `data` as the sender prints it, in Python dictionary notation (for example `{'id': 318746502, 'created': '2026-03-10 09:00:04'}`), so rebuild that text from the parsed body, compute the digest and compare it with this header in constant time. Look the header up without regard to case: many servers and frameworks lower-case header names.
                 * @example 3q2+7wQyZr0bV1m8Xc4kP9sLh6TnUa2dEf5gHi8jKlM=
                 */
                "X-Quire-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentFailedEvent"];
            };
        };
        responses: {
            /** @description Answer with a 2xx status, with or without a body, once the event is safely stored. Do the follow-up work, such as fetching the result, after answering. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description What your endpoint should answer when the `X-Quire-Signature` header does not match the body: the event did not come from Quire and must be ignored. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    w2SetCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Proof that the event comes from Quire: the base64-encoded HMAC-SHA256 of the event's `data` object, keyed with your client secret. The signed text is `data` as the sender prints it, in Python dictionary notation (for example `{'id': 318746502, 'created': '2026-03-10 09:00:04'}`), so rebuild that text from the parsed body, compute the digest and compare it with this header in constant time. Look the header up without regard to case: many servers and frameworks lower-case header names.
                 * @example 3q2+7wQyZr0bV1m8Xc4kP9sLh6TnUa2dEf5gHi8jKlM=
                 */
                "X-Quire-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["W2SetCreatedEvent"];
            };
        };
        responses: {
            /** @description Answer with a 2xx status, with or without a body, once the event is safely stored. Do the follow-up work, such as fetching the result, after answering. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description What your endpoint should answer when the `X-Quire-Signature` header does not match the body: the event did not come from Quire and must be ignored. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    w2SetFailedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Proof that the event comes from Quire: the base64-encoded HMAC-SHA256 of the event's `data` object, keyed with your client secret. The signed text is `data` as the sender prints it, in Python dictionary notation (for example `{'id': 318746502, 'created': '2026-03-10 09:00:04'}`), so rebuild that text from the parsed body, compute the digest and compare it with this header in constant time. Look the header up without regard to case: many servers and frameworks lower-case header names.
                 * @example 3q2+7wQyZr0bV1m8Xc4kP9sLh6TnUa2dEf5gHi8jKlM=
                 */
                "X-Quire-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["W2SetFailedEvent"];
            };
        };
        responses: {
            /** @description Answer with a 2xx status, with or without a body, once the event is safely stored. Do the follow-up work, such as fetching the result, after answering. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description What your endpoint should answer when the `X-Quire-Signature` header does not match the body: the event did not come from Quire and must be ignored. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    bankStatementSetCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Proof that the event comes from Quire: the base64-encoded HMAC-SHA256 of the event's `data` object, keyed with your client secret. The signed text is `data` as the sender prints it, in Python dictionary notation (for example `{'id': 318746502, 'created': '2026-03-10 09:00:04'}`), so rebuild that text from the parsed body, compute the digest and compare it with this header in constant time. Look the header up without regard to case: many servers and frameworks lower-case header names.
                 * @example 3q2+7wQyZr0bV1m8Xc4kP9sLh6TnUa2dEf5gHi8jKlM=
                 */
                "X-Quire-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankStatementSetCreatedEvent"];
            };
        };
        responses: {
            /** @description Answer with a 2xx status, with or without a body, once the event is safely stored. Do the follow-up work, such as fetching the result, after answering. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description What your endpoint should answer when the `X-Quire-Signature` header does not match the body: the event did not come from Quire and must be ignored. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    bankStatementSetFailedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Proof that the event comes from Quire: the base64-encoded HMAC-SHA256 of the event's `data` object, keyed with your client secret. The signed text is `data` as the sender prints it, in Python dictionary notation (for example `{'id': 318746502, 'created': '2026-03-10 09:00:04'}`), so rebuild that text from the parsed body, compute the digest and compare it with this header in constant time. Look the header up without regard to case: many servers and frameworks lower-case header names.
                 * @example 3q2+7wQyZr0bV1m8Xc4kP9sLh6TnUa2dEf5gHi8jKlM=
                 */
                "X-Quire-Signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankStatementSetFailedEvent"];
            };
        };
        responses: {
            /** @description Answer with a 2xx status, with or without a body, once the event is safely stored. Do the follow-up work, such as fetching the result, after answering. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description What your endpoint should answer when the `X-Quire-Signature` header does not match the body: the event did not come from Quire and must be ignored. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    subscriptionEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionEvent"];
            };
        };
        responses: {
            /** @description Answer with a 2xx status, with or without a body, once the event is safely stored. Do the follow-up work, such as fetching the result, after answering. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
